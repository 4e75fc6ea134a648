import { cp, mkdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../platform/db/database'
import { auditLog, contentRevisions, services, staffSessions } from '../../platform/db/tables'
import { createLocalStorage } from '../../platform/media/storage'
import { seedDemo } from '../../server/seed/demo'
import { createAdmin } from '../../tests/helpers/auth'
import { historyUpTo } from '../../tests/helpers/migrations'
import { useTempDir } from '../../tests/helpers/temp-dir'
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKind,
  useTestDatabase,
} from '../../tests/helpers/test-db'
import {
  BackupError,
  type BackupResult,
  checkArchive,
  createBackup,
  readManifest,
  restoreBackup,
  verifyBackup,
} from './backup.archive'
import {
  buildSchemaLevel,
  countRows,
  databaseSchemaLevel,
  exportTables,
  FETCH_BYTES,
  FETCH_ROWS,
  importTables,
  nextFetchRows,
} from './backup.database'
import { dumpTables, hashTree, rewriteArchive } from './backup.test-support'
import { verifyBackupInChildProcess } from './backup.verify-process'

/** Content beyond the demo: staff, a session, audit entries, a revision (jsonb), odd text. */
async function addStaffAndHistory(db: Database) {
  const admin = await createAdmin(db, { name: 'Zoë “Owner” Ünal' })
  await db.insert(staffSessions).values({
    userId: admin.id,
    userAgent: 'test',
    expiresAt: new Date('2027-01-02T03:04:05.678Z'),
  })
  await db.insert(auditLog).values([
    { actorId: admin.id, actorName: admin.name, entity: 'service', action: 'create', label: 'tab\there' },
    {
      actorId: admin.id,
      entity: 'staff',
      action: 'update',
      changes: { role: { from: 'editor', to: 'owner' }, nested: { to: [1, 2.5, null, 'x"y'] } },
    },
  ])
  await db.insert(contentRevisions).values({
    type: 'services',
    itemId: '00000000-0000-4000-8000-000000000001',
    action: 'update',
    content: { fields: { title: 'Ünïcödé \u2028 line', n: 1e21, small: 1.5e-7 }, parts: {} },
    hash: 'h',
  })
}

describe(`backup and restore (${testDatabaseKind})`, () => {
  const source = useTestDatabase()
  const dir = useTempDir('switchboard-backup-')
  const uploads = () => path.join(dir.path, 'source', 'uploads')
  const archive = () => path.join(dir.path, 'backups', 'one.tar.gz')
  let backup: BackupResult
  let sourceDump: Record<string, string[]>
  let sourceMedia: Record<string, string>

  beforeAll(async () => {
    const media = createLocalStorage(uploads())
    await seedDemo(source.db, media)
    await addStaffAndHistory(source.db)
    backup = await createBackup({ database: source.db, media, file: archive() })
    sourceDump = await dumpTables(source.db)
    sourceMedia = await hashTree(uploads())
  })

  it('writes one archive: manifest with versions, counts and checksums; mode 0600', async () => {
    expect(backup).toMatchObject({
      format: 1,
      product: 'switchboard',
      schema: buildSchemaLevel(),
      database: testDatabaseKind === 'pglite' ? 'pglite' : 'postgresql',
    })
    expect(backup.tables).toEqual(await countRows(source.db))
    expect(backup.tables.audit_log).toBe(2)
    expect(backup.tables.admin_users).toBe(1)
    expect(backup.files.filter((file) => file.path.startsWith('media/'))).toHaveLength(
      Object.keys(sourceMedia).length,
    )
    expect(backup.files.filter((file) => file.path.startsWith('tables/'))).toHaveLength(
      Object.keys(backup.tables).length,
    )
    expect((await stat(archive())).mode & 0o777).toBe(0o600)
    expect((await stat(archive())).size).toBe(backup.size)
    const { size: _size, file: _file, ...manifest } = backup
    expect(await readManifest(archive())).toEqual(manifest)
    expect(await checkArchive(archive())).toEqual({ ok: true, problems: [] })
  })

  it('backup → wipe → restore: every table’s rows and every media file identical', async () => {
    const target = await createTestDatabase()
    const targetUploads = path.join(dir.path, 'wiped', 'uploads')
    try {
      const restored = await restoreBackup({ file: archive(), database: target.db, media: targetUploads })
      expect(restored.tables).toEqual(backup.tables)
      expect(restored.files).toBe(Object.keys(sourceMedia).length)
      expect(await dumpTables(target.db)).toEqual(sourceDump)
      expect(await hashTree(targetUploads)).toEqual(sourceMedia)
      expect(await databaseSchemaLevel(target.db)).toEqual(buildSchemaLevel())
    } finally {
      await target.destroy()
    }
  })

  it('restores into an existing installation: what it held is replaced, media not in the archive removed', async () => {
    const target = await createTestDatabase()
    const targetUploads = path.join(dir.path, 'existing', 'uploads')
    try {
      const media = createLocalStorage(targetUploads)
      await seedDemo(target.db, media)
      await addStaffAndHistory(target.db)
      await target.db
        .insert(services)
        .values({ title: 'Only here', slug: 'only-here', shortDescription: 'x' })
      await media.put('services/only-here.webp', Buffer.from('not in the archive'))
      await writeFile(path.join(targetUploads, 'demo', 'company', 'logo.webp'), 'changed bytes').catch(
        () => {},
      )
      await restoreBackup({ file: archive(), database: target.db, media })
      expect(await dumpTables(target.db)).toEqual(sourceDump)
      expect(await hashTree(targetUploads)).toEqual(sourceMedia)
    } finally {
      await target.destroy()
    }
  })

  it('restores over the very database it was taken from, after changes', async () => {
    await source.db
      .insert(services)
      .values({ title: 'Added after the backup', slug: 'added-after-the-backup', shortDescription: 'x' })
    await source.db.execute(sql`delete from team_members`)
    await restoreBackup({ file: archive(), database: source.db, media: uploads() })
    expect(await dumpTables(source.db)).toEqual(sourceDump)
  })

  it('verify restores into a throw-away database and finds the archive sound', async () => {
    const outcome = await verifyBackup(archive())
    expect(outcome).toEqual({ ok: true, problems: [], tables: backup.tables })
  }, 60_000)

  it('verify in a child process (for the server) gives the same answer', async () => {
    expect(await verifyBackupInChildProcess(archive())).toEqual({
      ok: true,
      problems: [],
      tables: backup.tables,
    })
    const missing = await verifyBackupInChildProcess(path.join(dir.path, 'nothing.tar.gz'))
    expect(missing.ok).toBe(false)
  }, 60_000)

  describe('a corrupted archive', () => {
    it('is caught by the checksums and by verify, and restores nothing', async () => {
      const bad = path.join(dir.path, 'backups', 'corrupted.tar.gz')
      await cp(archive(), bad)
      const mediaFile = backup.files.find((file) => file.path.startsWith('media/'))!.path
      await rewriteArchive(bad, async (unpacked) => {
        const file = path.join(unpacked, mediaFile)
        const bytes = await readFile(file)
        bytes[10] = bytes[10]! ^ 0xff
        await writeFile(file, bytes)
        await writeFile(
          path.join(unpacked, 'tables', 'services.jsonl'),
          (await readFile(path.join(unpacked, 'tables', 'services.jsonl'), 'utf8')).replace(
            'Electrical',
            'Electric',
          ),
        )
      })
      const check = await checkArchive(bad)
      expect(check.ok).toBe(false)
      expect(check.problems).toContain(`${mediaFile}: checksum mismatch (the file is damaged)`)
      expect(check.problems).toContain('tables/services.jsonl: checksum mismatch (the file is damaged)')
      const verified = await verifyBackup(bad)
      expect(verified.ok).toBe(false)
      expect(verified.problems).toContain(`${mediaFile}: checksum mismatch (the file is damaged)`)

      const target = await createTestDatabase()
      try {
        await target.db.insert(services).values({ title: 'Kept', slug: 'kept', shortDescription: 'x' })
        const before = await dumpTables(target.db)
        await expect(
          restoreBackup({ file: bad, database: target.db, media: path.join(dir.path, 'bad', 'uploads') }),
        ).rejects.toThrow(/damaged/)
        expect(await dumpTables(target.db)).toEqual(before)
      } finally {
        await target.destroy()
      }
    }, 60_000)

    it('a truncated archive or another file is refused', async () => {
      const cut = path.join(dir.path, 'backups', 'cut.tar.gz')
      await cp(archive(), cut)
      await truncate(cut, Math.floor(backup.size / 2))
      expect((await checkArchive(cut)).ok).toBe(false)
      expect((await verifyBackup(cut)).ok).toBe(false)
      const other = path.join(dir.path, 'backups', 'other.tar.gz')
      await writeFile(other, 'not an archive at all')
      expect(await checkArchive(other)).toMatchObject({ ok: false })
      await expect(readManifest(other)).rejects.toThrow(/not a Switchboard backup/)
    }, 60_000)
  })

  it('refuses an archive of a newer schema, and leaves the database alone', async () => {
    const newer = path.join(dir.path, 'backups', 'newer.tar.gz')
    await cp(archive(), newer)
    const build = buildSchemaLevel()
    await rewriteArchive(newer, async (_dir, manifest) => ({
      ...manifest,
      schema: { index: build.index + 1, tag: `${String(build.index + 1).padStart(4, '0')}_from_the_future` },
    }))
    const target = await createTestDatabase()
    try {
      const before = await dumpTables(target.db)
      const refusal = restoreBackup({ file: newer, database: target.db, media: path.join(dir.path, 'n') })
      await expect(refusal).rejects.toBeInstanceOf(BackupError)
      await expect(refusal).rejects.toThrow(/newer than this version's/)
      expect(await dumpTables(target.db)).toEqual(before)
      expect((await verifyBackup(newer)).ok).toBe(false)
    } finally {
      await target.destroy()
    }
  })

  it('a backup while writes run is a consistent snapshot (each write wholly in or wholly out)', async () => {
    const db = source.db
    let stop = false
    let written = 0
    let failure: unknown
    // Each write adds a service and its audit entry in one transaction: a torn copy would hold one without the other.
    const writer = (async () => {
      while (!stop) {
        const k = written
        await db.transaction(async (tx) => {
          await tx.insert(services).values({ title: `pair ${k}`, slug: `pair-${k}`, shortDescription: 'x' })
          await tx.insert(auditLog).values({ entity: 'service', action: 'create', label: `pair ${k}` })
        })
        written += 1
        // PGlite answers within microtasks: without a turn of the event loop, timers would never run.
        await new Promise((resolve) => setImmediate(resolve))
      }
    })().catch((error: unknown) => {
      failure = error
    })
    const waitFor = async (count: number) => {
      const deadline = Date.now() + 20_000
      while (written < count && !failure && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      if (failure) throw failure
      expect(written).toBeGreaterThanOrEqual(count)
    }
    await waitFor(5)
    const during = path.join(dir.path, 'backups', 'during.tar.gz')
    const writtenBefore = written
    const result = await createBackup({ database: db, media: uploads(), file: during })
    const writtenAfter = written
    // On PostgreSQL the writes go on meanwhile (on PGlite they wait for the backup's transaction).
    if (testDatabaseKind === 'postgres') expect(writtenAfter).toBeGreaterThan(writtenBefore)
    // Let writes go on after it too, so the archive is not simply the final state.
    await waitFor(writtenAfter + 5)
    stop = true
    await writer

    const target = await createTestDatabase()
    try {
      await restoreBackup({
        file: during,
        database: target.db,
        media: path.join(dir.path, 'during', 'uploads'),
      })
      const pairs = (table: string) =>
        target.db
          .execute(
            sql`select title from (select ${sql.raw(table === 'services' ? 'title' : 'label')} as title
                       from ${sql.identifier(table)}) t where title like 'pair %'`,
          )
          .then((r) => (r as unknown as { rows: { title: string }[] }).rows.map((row) => row.title).sort())
      const inServices = await pairs('services')
      const inAudit = await pairs('audit_log')
      expect(inServices).toEqual(inAudit)
      expect(inServices.length).toBeGreaterThanOrEqual(writtenBefore)
      expect(inServices.length).toBeLessThanOrEqual(writtenAfter)
      expect(result.tables.services).toBe(backup.tables.services! + inServices.length)
    } finally {
      await target.destroy()
    }
  }, 60_000)
})

describe(`column types round-trip exactly (${testDatabaseKind})`, () => {
  const database = useTestDatabase()
  const dir = useTempDir('switchboard-backup-types-')

  it('bytea, numeric, floats, timestamps, intervals, arrays, json and jsonb, nulls', async () => {
    const db = database.db
    await db.execute(sql`create table backup_types (
      id integer generated by default as identity primary key, b bytea, n numeric, n2 numeric(12, 4),
      f8 double precision, f4 real, ts timestamptz, t timestamp, d date, iv interval, arr text[],
      ints integer[], j json, jb jsonb, u uuid, bool boolean, txt text)`)
    await db.execute(sql`insert into backup_types (b, n, n2, f8, f4, ts, t, d, iv, arr, ints, j, jb, u, bool, txt)
      values ('\\x00ff10'::bytea, 123456789012345678901234567890.123456789, 1.5, 0.1, 0.3,
        '2026-11-28 07:00:00.123456+05:30', '2026-01-02 03:04:05.999999', '2026-02-28', '1 year 2 mons 3 days 04:05:06.7',
        array['a', 'b"c', null, 'd,e'], array[1, -2, null], '{"b": 1, "a": [1, 2]}', '{"z": {"y": 1e-7}, "a": "\\u00e9x"}',
        gen_random_uuid(), true, E'line\nbreak\\ and ''quote'''),
      (null, null, null, 'NaN', '-Infinity', null, null, null, null, null, null, null, null, null, null, null),
      ('\\x'::bytea, -0.0000001, 0, 1e300, 1.17549435e-38, '1970-01-01T00:00:00Z', '0001-01-01 00:00:00', '9999-12-31',
        '-1 day', '{}', '{}', '[]', '[]', null, false, '')`)
    const before = await dumpTables(db)
    const tables = await db.transaction(async (tx) => exportTables(tx, dir.path), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    })
    expect(tables.find((table) => table.table === 'backup_types')?.rows).toBe(3)
    await db.transaction(async (tx) => {
      await tx.execute(sql`truncate backup_types`)
      await importTables(tx, dir.path, ['backup_types'])
    })
    expect((await dumpTables(db)).backup_types).toEqual(before.backup_types)
    // The identity continues after the largest id loaded.
    const next = await db.execute(sql`insert into backup_types (txt) values ('next') returning id`)
    expect((next as unknown as { rows: { id: number }[] }).rows[0]?.id).toBe(4)
  })
})

describe('the export reads a table in batches of bounded size', () => {
  it('starts with 16 rows, then asks for as many as fit in FETCH_BYTES (1 to FETCH_ROWS)', () => {
    expect(nextFetchRows(0, 0)).toBe(16)
    expect(nextFetchRows(16, 16 * 200)).toBe(FETCH_ROWS)
    expect(nextFetchRows(16, 16 * 1024 * 1024)).toBe(FETCH_BYTES / (1024 * 1024))
    expect(nextFetchRows(2, 2 * 20 * 1024 * 1024)).toBe(1)
  })
})

describe(`large rows round-trip, a few per fetch (${testDatabaseKind})`, () => {
  const database = useTestDatabase()
  const dir = useTempDir('switchboard-backup-large-')

  it('rows of 1.5 MB each are all written, in order, and read back the same', async () => {
    const db = database.db
    await db.execute(sql`create table backup_large (id integer primary key, txt text)`)
    await db.execute(
      sql`insert into backup_large select n, repeat(chr(64 + n), 1500000) from generate_series(1, 9) n`,
    )
    const before = await dumpTables(db)
    const fetches: number[] = []
    const tables = await db.transaction(
      async (tx) => {
        const counting = {
          execute: (query: Parameters<typeof tx.execute>[0]) => {
            const text = new PgDialect().sqlToQuery(query as SQL).sql
            const asked = /fetch (\d+) from/.exec(text)?.[1]
            if (asked) fetches.push(Number(asked))
            return tx.execute(query)
          },
        }
        return exportTables(counting as typeof tx, dir.path)
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    expect(tables.find((table) => table.table === 'backup_large')?.rows).toBe(9)
    // After the first fetch of each table, one of 1.5 MB rows asks for two at a time (3 MB ≤ FETCH_BYTES).
    expect(fetches).toContain(2)
    await db.transaction(async (tx) => {
      await tx.execute(sql`truncate backup_large`)
      await importTables(tx, dir.path, ['backup_large'])
    })
    expect((await dumpTables(db)).backup_large).toEqual(before.backup_large)
  })
})

describe(`an archive of an older schema (${testDatabaseKind})`, () => {
  const dir = useTempDir('switchboard-backup-old-')
  let target: TestDatabase
  beforeAll(async () => {
    target = await createTestDatabase()
  })
  afterAll(async () => {
    await target?.destroy()
  })

  it('restores at its own level, then is migrated to this version’s', async () => {
    // A database as the release before staff roles (0004) left it, with its administrator.
    const old = await openDatabase({})
    const folder = await historyUpTo('0004_')
    try {
      await migrate(drizzle({ client: old.pglite! }), { migrationsFolder: folder })
      await old.db.execute(
        sql`insert into admin_users (name, email, password_hash) values ('Ada', 'ada@example.com', 'hash')`,
      )
      await mkdir(path.join(dir.path, 'uploads', 'services'), { recursive: true })
      await writeFile(path.join(dir.path, 'uploads', 'services', 'a.webp'), 'old image')
      const file = path.join(dir.path, 'old.tar.gz')
      const result = await createBackup({ database: old.db, media: path.join(dir.path, 'uploads'), file })
      expect(result.schema).toEqual({ index: 3, tag: '0003_mail_features' })
      expect(result.tables).not.toHaveProperty('audit_log')

      await restoreBackup({ file, database: target.db, media: path.join(dir.path, 'restored') })
      expect(await databaseSchemaLevel(target.db)).toEqual(buildSchemaLevel())
      const admins = await target.db.execute(sql`select name, role, status from admin_users`)
      expect((admins as unknown as { rows: unknown[] }).rows).toEqual([
        { name: 'Ada', role: 'owner', status: 'active' },
      ])
      const migrations = await target.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )
      expect((migrations as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(
        buildSchemaLevel().index + 1,
      )
      expect(await hashTree(path.join(dir.path, 'restored'))).toEqual(
        await hashTree(path.join(dir.path, 'uploads')),
      )
    } finally {
      await old.close()
      await rm(folder, { recursive: true, force: true })
    }
  }, 60_000)
})
