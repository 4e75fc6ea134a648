/**
 * Backups and restores (docs/decisions/0024-backups.md): one `.tar.gz` holding `manifest.json` (first), the
 * database as JSON Lines, one file per table (`tables/<table>.jsonl`), and every stored media file
 * (`media/<key>`). The manifest names the product and schema version and lists every other file with its SHA-256,
 * which is checked before anything is restored.
 */
import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { chmod, copyFile, link, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { sql } from 'drizzle-orm'
import { create as createTar, extract as extractTar, list as listTar, Parser, type ReadEntry } from 'tar'
import { type Database, openDatabase } from '../../platform/db/database'
import type { MediaStorage } from '../../platform/media/storage'
import { APP_VERSION } from '../../platform/paths'
import {
  applyMigrations,
  buildSchemaLevel,
  databaseSchemaLevel,
  dropSchema,
  exportTables,
  fileLines,
  importTables,
  schemaProblem,
  sortedLinesHash,
  tableFingerprints,
} from './backup.database'

export type BackupManifest = {
  format: 1
  product: 'switchboard'
  productVersion: string
  /** The last migration applied to the database the rows were read from. */
  schema: { index: number; tag: string }
  createdAt: string
  /** Which kind of database the backup was made on (an archive restores into either). */
  database: 'pglite' | 'postgresql'
  /** Rows per table. */
  tables: Record<string, number>
  /** Every file of the archive but the manifest: `tables/<table>.jsonl` and `media/<key>`. */
  files: Array<{ path: string; size: number; sha256: string }>
}

export type BackupResult = BackupManifest & {
  /** The archive's size in bytes. */
  size: number
  /** The archive's absolute path. */
  file: string
}

/** A backup or restore that cannot go on, with a message for the person who asked (no stack needed). */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
    /** Set when the database was restored and what failed came after (the media). */
    readonly databaseRestored = false,
  ) {
    super(message)
    this.name = 'BackupError'
  }
}

const MANIFEST = 'manifest.json'
const TABLES_DIR = 'tables'
const MEDIA_DIR = 'media'
/** Only what this code writes is accepted from an archive: table files and media keys of the storage's form. */
const TABLE_PATH = /^tables\/[a-z_][a-z0-9_]*\.jsonl$/
const MEDIA_PATH = /^media\/[a-z0-9-]+(\/[a-z0-9][a-z0-9._-]*)+$/i
// PostgreSQL notifications the servers already listen to (platform/content-notifications.ts): an area no content type declares
// makes every server forget all it cached.
const CONTENT_CHANNEL = 'switchboard_content'

/** The folder a media storage keeps its files in. */
function mediaRoot(media: MediaStorage | string): string {
  return path.resolve(typeof media === 'string' ? media : media.root)
}

/** Every file below a folder, as paths relative to it with forward slashes (none when the folder is missing). */
async function walk(root: string, dir = root): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const found: string[] = []
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...(await walk(root, full)))
    else if (entry.isFile()) found.push(path.relative(root, full).split(path.sep).join('/'))
  }
  return found.sort()
}

async function sha256File(file: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer)
    size += (chunk as Buffer).length
  }
  return { sha256: hash.digest('hex'), size }
}

/** A hard link where the file system allows one (an upload is never rewritten in place), else a copy. */
async function linkOrCopy(from: string, to: string) {
  await mkdir(path.dirname(to), { recursive: true })
  try {
    await link(from, to)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') throw error
    await copyFile(from, to)
  }
}

async function databaseKind(db: Pick<Database, 'execute'>): Promise<BackupManifest['database']> {
  const result = (await db.execute(sql`select version() as v`)) as unknown as { rows: { v: string }[] }
  return /PGlite|emscripten/i.test(result.rows[0]?.v ?? '') ? 'pglite' : 'postgresql'
}

/**
 * Writes one archive of the database and the media to `file` (atomically: a temporary file renamed; mode 0600,
 * since it holds password hashes and the audit log). Every table is read in one REPEATABLE READ READ ONLY
 * transaction: a write made meanwhile is wholly in the archive or wholly out. On PGlite that transaction also holds
 * off the process's other queries for its length; media files are linked into a staging folder inside it.
 */
export async function createBackup(options: {
  database: Database
  media: MediaStorage | string
  file: string
  now?: Date
}): Promise<BackupResult> {
  const target = path.resolve(options.file)
  const root = mediaRoot(options.media)
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
  // Beside the archive, so that media files can be hard-linked rather than copied when it is on their disk.
  const staging = await mkdtemp(path.join(path.dirname(target), '.switchboard-backup-'))
  const partial = `${target}.partial-${randomBytes(4).toString('hex')}`
  try {
    await mkdir(path.join(staging, TABLES_DIR))
    await mkdir(path.join(staging, MEDIA_DIR))
    const snapshot = await options.database.transaction(
      async (tx) => {
        const schema = await databaseSchemaLevel(tx)
        if (!schema) throw new BackupError('The database has no schema yet: there is nothing to back up.')
        const tables = await exportTables(tx, path.join(staging, TABLES_DIR))
        const kind = await databaseKind(tx)
        // Linked inside the transaction (the files of the same moment); hashed after it, so that on PGlite the
        // server's other queries wait only for the links.
        const media: string[] = []
        for (const key of await walk(root)) {
          const staged = path.join(staging, MEDIA_DIR, ...key.split('/'))
          try {
            await linkOrCopy(path.join(root, ...key.split('/')), staged)
          } catch (error) {
            // Removed since it was listed (an upload released after its content's delete committed).
            if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
            throw error
          }
          media.push(key)
        }
        return { schema, tables, kind, media }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    // One file at a time: a large site has tens of thousands.
    const mediaFiles: BackupManifest['files'] = []
    for (const key of snapshot.media) {
      const staged = path.join(staging, MEDIA_DIR, ...key.split('/'))
      mediaFiles.push({ path: `${MEDIA_DIR}/${key}`, ...(await sha256File(staged)) })
    }
    const manifest: BackupManifest = {
      format: 1,
      product: 'switchboard',
      productVersion: APP_VERSION,
      schema: snapshot.schema,
      createdAt: (options.now ?? new Date()).toISOString(),
      database: snapshot.kind,
      tables: Object.fromEntries(snapshot.tables.map((table) => [table.table, table.rows])),
      files: [
        ...snapshot.tables.map((table) => ({
          path: `${TABLES_DIR}/${table.table}.jsonl`,
          size: table.size,
          sha256: table.sha256,
        })),
        ...mediaFiles,
      ],
    }
    await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 })
    // The manifest first: reading it needs only the start of the archive.
    await pipeline(
      createTar({ gzip: { level: 6 }, cwd: staging, portable: true, noDirRecurse: false }, [
        MANIFEST,
        TABLES_DIR,
        MEDIA_DIR,
      ]),
      createWriteStream(partial, { mode: 0o600 }),
    )
    await chmod(partial, 0o600)
    await rename(partial, target)
    const { size } = await stat(target)
    return { ...manifest, size, file: target }
  } finally {
    await rm(partial, { force: true })
    await rm(staging, { recursive: true, force: true })
  }
}

/** Reads each entry of an archive in order; `onEntry` consumes the entry or leaves it (then it is skipped). */
function readEntries(file: string, onEntry: (entry: ReadEntry) => void): Promise<void> {
  return listTar({ file, strict: true, onReadEntry: onEntry })
}

function entryText(entry: ReadEntry): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    entry.on('data', (chunk: Buffer) => chunks.push(chunk))
    entry.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    entry.on('error', reject)
  })
}

function parseManifest(text: string): BackupManifest {
  let manifest: BackupManifest
  try {
    manifest = JSON.parse(text) as BackupManifest
  } catch {
    throw new BackupError("The archive's manifest is not valid JSON.")
  }
  const valid =
    manifest &&
    manifest.product === 'switchboard' &&
    manifest.format === 1 &&
    Number.isInteger(manifest.schema?.index) &&
    typeof manifest.schema?.tag === 'string' &&
    typeof manifest.tables === 'object' &&
    Array.isArray(manifest.files) &&
    manifest.files.every(
      (entry) =>
        typeof entry.path === 'string' &&
        (TABLE_PATH.test(entry.path) || MEDIA_PATH.test(entry.path)) &&
        !entry.path.includes('..') &&
        Number.isInteger(entry.size) &&
        /^[0-9a-f]{64}$/.test(entry.sha256),
    )
  if (!valid) throw new BackupError('This is not a Switchboard backup of a format this version reads.')
  return manifest
}

/** The manifest of an archive (read from its start; the rest is not read). */
export function readManifest(file: string): Promise<BackupManifest> {
  const stream = createReadStream(file)
  return new Promise((resolve, reject) => {
    let settled = false
    let first = true
    const finish = (error?: unknown, manifest?: BackupManifest) => {
      if (settled) return
      settled = true
      stream.destroy()
      if (manifest) resolve(manifest)
      else reject(error instanceof Error ? error : notAnArchive())
    }
    const parser = new Parser({
      strict: true,
      onReadEntry: (entry) => {
        if (!first) return
        first = false
        if (entry.path !== MANIFEST) return finish(notAnArchive())
        entryText(entry).then((text) => {
          try {
            finish(undefined, parseManifest(text))
          } catch (error) {
            finish(error)
          }
        }, finish)
      },
    })
    parser.on('error', () => finish(notAnArchive()))
    parser.on('end', () => finish(notAnArchive()))
    stream.on('error', (error: NodeJS.ErrnoException) =>
      finish(error.code === 'ENOENT' ? new BackupError(`No such file: ${file}`) : notAnArchive()),
    )
    stream.pipe(parser)
  })
}

const notAnArchive = () =>
  new BackupError(
    'This is not a Switchboard backup: it has no manifest.json at its start (or is not a .tar.gz).',
  )

/** What is wrong with a set of files against a manifest's list: missing, unexpected, or not the bytes listed. */
function compareFiles(
  manifest: BackupManifest,
  found: Map<string, { sha256: string; size: number }>,
): string[] {
  const problems: string[] = []
  const listed = new Set<string>()
  for (const entry of manifest.files) {
    listed.add(entry.path)
    const actual = found.get(entry.path)
    if (!actual) problems.push(`${entry.path}: missing from the archive`)
    else if (actual.size !== entry.size || actual.sha256 !== entry.sha256) {
      problems.push(`${entry.path}: checksum mismatch (the file is damaged)`)
    }
  }
  for (const name of found.keys()) {
    if (!listed.has(name)) problems.push(`${name}: in the archive but not in its manifest`)
  }
  for (const table of Object.keys(manifest.tables)) {
    if (!listed.has(`${TABLES_DIR}/${table}.jsonl`)) problems.push(`table ${table}: no file in the manifest`)
  }
  return problems
}

/** Checks every file of an archive against the SHA-256 its manifest lists, reading the archive once. */
export async function checkArchive(file: string): Promise<{ ok: boolean; problems: string[] }> {
  let manifest: BackupManifest
  try {
    manifest = await readManifest(file)
  } catch (error) {
    return { ok: false, problems: [(error as Error).message] }
  }
  const found = new Map<string, { sha256: string; size: number }>()
  const pending: Promise<void>[] = []
  try {
    await readEntries(file, (entry) => {
      if (entry.type === 'Directory' || entry.path === MANIFEST) return
      const name = entry.path.replace(/\/+$/, '')
      const hash = createHash('sha256')
      let size = 0
      pending.push(
        new Promise((resolve, reject) => {
          entry.on('data', (chunk: Buffer) => {
            hash.update(chunk)
            size += chunk.length
          })
          entry.on('end', () => {
            found.set(name, { sha256: hash.digest('hex'), size })
            resolve()
          })
          entry.on('error', reject)
        }),
      )
    })
    await Promise.all(pending)
  } catch (error) {
    return { ok: false, problems: [`The archive cannot be read to its end: ${(error as Error).message}`] }
  }
  const problems = compareFiles(manifest, found)
  return { ok: problems.length === 0, problems }
}

/**
 * Unpacks an archive into `dir` (regular files only, nothing outside it) and checks every file there against the
 * manifest. Returns the manifest; throws a BackupError listing what is wrong.
 */
async function unpackChecked(file: string, dir: string): Promise<BackupManifest> {
  const manifest = await readManifest(file)
  await mkdir(dir, { recursive: true })
  try {
    await extractTar({
      file,
      cwd: dir,
      strict: true,
      preservePaths: false,
      noChmod: true,
      filter: (_path, entry) => {
        const type = (entry as ReadEntry).type
        return type === 'File' || type === 'Directory' || type === 'OldFile'
      },
    })
  } catch (error) {
    throw new BackupError(`The archive cannot be unpacked: ${(error as Error).message}`)
  }
  const found = new Map<string, { sha256: string; size: number }>()
  for (const name of await walk(dir)) {
    if (name === MANIFEST) continue
    found.set(name, await sha256File(path.join(dir, ...name.split('/'))))
  }
  const problems = compareFiles(manifest, found)
  if (problems.length > 0) {
    throw new BackupError(
      `The archive is damaged: ${problems.length} problem(s); nothing was restored.`,
      problems,
    )
  }
  return manifest
}

/**
 * Replaces the database's content with the archive's (after checking every checksum, and refusing an archive of a
 * newer schema): in one transaction, the schema is emptied, migrated to the archive's level, loaded (foreign keys
 * checked at the end), then migrated to this build's level; a failure leaves the database as it was. Then the
 * media root is made the archive's: its files written, others removed. On PostgreSQL every server listening is
 * told to forget its caches.
 */
export async function restoreBackup(options: {
  file: string
  database: Database
  media: MediaStorage | string
}): Promise<{ tables: Record<string, number>; files: number; manifest: BackupManifest }> {
  const file = path.resolve(options.file)
  const root = mediaRoot(options.media)
  const manifest = await readManifest(file)
  const problem = schemaProblem(manifest.schema)
  if (problem) throw new BackupError(problem)
  await mkdir(root, { recursive: true })
  // Beside the media root, so that restored files are moved into it rather than copied.
  const staging = await mkdtemp(path.join(path.dirname(root), '.switchboard-restore-'))
  try {
    await unpackChecked(file, staging)
    const build = buildSchemaLevel()
    const tables = await options.database.transaction(async (tx) => {
      await dropSchema(tx)
      await applyMigrations(tx, { from: -1, to: manifest.schema.index })
      const loaded = await importTables(tx, path.join(staging, TABLES_DIR), Object.keys(manifest.tables))
      for (const [table, count] of Object.entries(manifest.tables)) {
        if (loaded[table] !== count) {
          throw new BackupError(`Table ${table}: the archive lists ${count} rows but holds ${loaded[table]}.`)
        }
      }
      await applyMigrations(tx, { from: manifest.schema.index, to: build.index })
      return loaded
    })
    await options.database
      .execute(
        sql`select pg_notify(${CONTENT_CHANNEL}, ${JSON.stringify({ instance: 'restore', area: '*restore' })})`,
      )
      .catch(() => undefined)
    let files: number
    try {
      files = await replaceMedia(path.join(staging, MEDIA_DIR), root, manifest)
    } catch (error) {
      throw new BackupError(
        `The database was restored, but the media files could not all be put in ${root}: ` +
          `${(error as Error).message}. Run the restore again once that is fixed.`,
        [],
        true,
      )
    }
    return { tables, files, manifest }
  } finally {
    await rm(staging, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }).catch(() => undefined)
  }
}

/** Makes `root` hold exactly the archive's media: unchanged files kept, others moved in, the rest removed. */
async function replaceMedia(stagedRoot: string, root: string, manifest: BackupManifest): Promise<number> {
  const wanted = new Map(
    manifest.files
      .filter((entry) => entry.path.startsWith(`${MEDIA_DIR}/`))
      .map((entry) => [entry.path.slice(MEDIA_DIR.length + 1), entry]),
  )
  for (const [key, entry] of wanted) {
    const dest = path.join(root, ...key.split('/'))
    const existing = await sha256File(dest).catch(() => undefined)
    if (existing?.sha256 === entry.sha256 && existing.size === entry.size) continue
    const staged = path.join(stagedRoot, ...key.split('/'))
    await mkdir(path.dirname(dest), { recursive: true })
    try {
      await rename(staged, dest)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
      await copyFile(staged, dest)
    }
  }
  for (const key of await walk(root)) {
    if (!wanted.has(key)) await rm(path.join(root, ...key.split('/')), { force: true })
  }
  return wanted.size
}

/**
 * Restores an archive into a throw-away embedded database in a temporary folder, at the archive's own schema
 * level, and compares: every file's checksum, every table's row count against the manifest, and every table's
 * rows as loaded against the archive's (as sorted JSON lines). The live database is not touched.
 */
export async function verifyBackup(
  file: string,
): Promise<{ ok: boolean; problems: string[]; tables: Record<string, number> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'switchboard-verify-'))
  try {
    let manifest: BackupManifest
    try {
      manifest = await unpackChecked(path.resolve(file), path.join(dir, 'archive'))
    } catch (error) {
      if (error instanceof BackupError) {
        return { ok: false, problems: error.problems.length ? error.problems : [error.message], tables: {} }
      }
      throw error
    }
    const problem = schemaProblem(manifest.schema)
    if (problem) return { ok: false, problems: [problem], tables: {} }
    const tablesDir = path.join(dir, 'archive', TABLES_DIR)
    const tableNames = Object.keys(manifest.tables)
    const handle = await openDatabase({ dataDir: path.join(dir, 'db') })
    const problems: string[] = []
    const tables: Record<string, number> = {}
    try {
      await handle.db.transaction(async (tx) => {
        await applyMigrations(tx, { from: -1, to: manifest.schema.index })
        await importTables(tx, tablesDir, tableNames)
      })
      const restored = await handle.db.transaction((tx) => tableFingerprints(tx, tableNames))
      for (const table of tableNames) {
        const expected = manifest.tables[table]!
        const got = restored[table]!
        tables[table] = got.rows
        if (got.rows !== expected)
          problems.push(`table ${table}: ${got.rows} rows restored, ${expected} listed`)
        const archived = sortedLinesHash(await fileLines(path.join(tablesDir, `${table}.jsonl`)))
        if (archived !== got.sha256)
          problems.push(`table ${table}: the restored rows differ from the archive's`)
      }
    } catch (error) {
      problems.push(`The archive does not restore: ${(error as Error).message}`)
    } finally {
      await handle.close()
    }
    return { ok: problems.length === 0, problems, tables }
  } finally {
    // An unpacking that failed half-way may still be closing files: retried.
    await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }).catch(() => undefined)
  }
}

/** The default archive name for a moment: `switchboard-2026-11-28T061714Z.tar.gz` (no colons: tar reads them as hosts). */
export function backupFileName(now = new Date()): string {
  return `switchboard-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '')}.tar.gz`
}
