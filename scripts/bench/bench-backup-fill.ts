// For scripts/bench/bench-backup.mjs: a database (DATABASE_URL, else DATA_DIR/db) migrated and filled with the demo
// company, then BENCH_BACKUP_COPIES more copies of its content (services and their galleries, categories with their
// events and products, team, partners, clients, messages and replies), each copy's images copied under
// uploads/copy-<n>/. Prints the rows and media files it holds.
import { cp, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { countRows } from '../../features/backups/backup.database'
import { openDatabase } from '../../platform/db/database'
import { runMigrations } from '../../platform/db/migrate'
import { createLocalStorage } from '../../platform/media/storage'
import { seedDemo } from '../../server/seed/demo'
import { ensureFirstAdmin } from '../../features/auth/admin.service'

const dataDir = path.resolve(process.env.DATA_DIR ?? './data')
const url = process.env.DATABASE_URL || undefined
const copies = Number(process.env.BENCH_BACKUP_COPIES ?? 0)

// Each table copied, with its uuid columns given new ids (the same mapping for a key and what refers to it).
// Unique columns get the copy's number: a title with ' N', a slug with '-N'.
const COPIED: [table: string, uuids: string[], suffixed?: [column: string, separator: string][]][] = [
  ['services', ['id'], [['slug', '-']]],
  ['service_images', ['id', 'service_id']],
  [
    'categories',
    ['id', 'parent_id'],
    [
      ['title', ' '],
      ['slug', '-'],
    ],
  ],
  ['events', ['id', 'category_id']],
  ['products', ['id', 'category_id']],
  ['team_members', ['id']],
  ['partners', ['id']],
  ['clients', ['id']],
  ['contact_messages', ['id']],
  ['contact_replies', ['id', 'message_id']],
]

await mkdir(dataDir, { recursive: true })
const handle = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'db') })
try {
  await runMigrations(handle)
  const db = handle.db
  await ensureFirstAdmin(db, { email: 'admin@example.com', password: 'change-me-now' })
  const uploads = path.join(dataDir, 'uploads')
  await seedDemo(db, createLocalStorage(uploads))
  for (const [table] of COPIED) {
    await db.execute(sql.raw(`create temp table original_${table} as select id from ${table}`))
  }
  for (let copy = 1; copy <= copies; copy++) {
    await db.transaction(async (tx) => {
      for (const [table, uuids, suffixed = []] of COPIED) {
        const remapped = uuids
          .map(
            (column) =>
              `'${column}', case when r.${column} is null then null else md5(r.${column}::text || ':${copy}')::uuid end`,
          )
          .join(', ')
        const renamed = suffixed
          .map(([column, separator]) => `, '${column}', r.${column} || '${separator}${copy}'`)
          .join('')
        await tx.execute(
          sql.raw(`insert into ${table}
            select (jsonb_populate_record(null::${table},
              replace(to_jsonb(r.*)::text, '/uploads/demo/', '/uploads/copy-${copy}/')::jsonb
                || jsonb_build_object(${remapped}${renamed}))).*
            from ${table} r where r.id in (select id from original_${table})`),
        )
      }
    })
    await cp(path.join(uploads, 'demo'), path.join(uploads, `copy-${copy}`), { recursive: true })
  }
  const rows = Object.values(await countRows(db)).reduce((a, b) => a + b, 0)
  const media = await createLocalStorage(uploads).usage()
  console.log(JSON.stringify({ rows, mediaFiles: media.files, mediaBytes: media.bytes }))
} finally {
  await handle.close()
}
