import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { create as createTar, extract as extractTar } from 'tar'
import type { Database } from '../../platform/db/database'
import { listTables } from './backup.database'
import type { BackupManifest } from './backup.archive'

/** Every table's rows as canonical JSON (jsonb text, timestamps in UTC), sorted: two equal dumps hold equal data. */
export async function dumpTables(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`)
    await tx.execute(sql`set local extra_float_digits = 1`)
    const dump: Record<string, string[]> = {}
    for (const table of await listTables(tx)) {
      const result = (await tx.execute(
        sql`select to_jsonb(backup_row.*)::text as r from ${sql.identifier(table)} backup_row`,
      )) as unknown as { rows: { r: string }[] }
      dump[table] = result.rows.map((row) => row.r).sort()
    }
    return dump
  })
}

/** SHA-256 of every file below a folder, by relative path. */
export async function hashTree(root: string, dir = root): Promise<Record<string, string>> {
  const found: Record<string, string> = {}
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) Object.assign(found, await hashTree(root, full))
    else
      found[path.relative(root, full)] = createHash('sha256')
        .update(await readFile(full))
        .digest('hex')
  }
  return found
}

/** Rewrites an archive: unpacks it, lets `change` edit the folder, packs it again (manifest first). */
export async function rewriteArchive(
  file: string,
  change: (dir: string, manifest: BackupManifest) => Promise<BackupManifest | void>,
) {
  const dir = await mkdtemp(path.join(tmpdir(), 'switchboard-rewrite-'))
  try {
    await extractTar({ file, cwd: dir })
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest
    const changed = await change(dir, manifest)
    if (changed) await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(changed))
    await mkdir(path.join(dir, 'media'), { recursive: true })
    await createTar({ gzip: true, cwd: dir, file, portable: true }, ['manifest.json', 'tables', 'media'])
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
