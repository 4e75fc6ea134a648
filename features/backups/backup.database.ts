/**
 * The database half of a backup (docs/decisions/0024-backups.md): every table of the `public` schema read as JSON
 * Lines of `to_jsonb(row)` inside one snapshot, and written back through `jsonb_populate_recordset` at the schema
 * level the rows were read at. JSON of each row is what PGlite and PostgreSQL both read and write alike, so an
 * archive moves between the two.
 */
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { once } from 'node:events'
import { setImmediate } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator'
import type { Database } from '../../platform/db/database'
import { migrationsDir } from '../../platform/paths'

/** A database query runner: the app's database or one transaction of it. */
type Runner = Pick<Database, 'execute'>

export type SchemaLevel = { index: number; tag: string }

type JournalEntry = { idx: number; tag: string; when: number }

function readJournal(folder = migrationsDir): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[]
  }
  return journal.entries
}

/** The schema this build migrates to: its last migration. */
export function buildSchemaLevel(folder = migrationsDir): SchemaLevel {
  const last = readJournal(folder).at(-1)
  if (!last) throw new Error('This build has no migrations')
  return { index: last.idx, tag: last.tag }
}

/** The schema a database is at: the last migration Drizzle recorded in it (none: an empty database). */
export async function databaseSchemaLevel(db: Runner): Promise<SchemaLevel | undefined> {
  const exists = await rows<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  )
  if (!exists[0]?.found) return undefined
  const [last] = await rows<{ created_at: string | number }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )
  if (!last) return undefined
  const when = Number(last.created_at)
  const entry = readJournal().find((candidate) => candidate.when === when)
  if (!entry) {
    throw new Error(
      'The database has a migration this build does not know: it was migrated by a newer version of Switchboard.',
    )
  }
  return { index: entry.idx, tag: entry.tag }
}

/** Why an archive at `archive` cannot be restored by this build (undefined: it can). */
export function schemaProblem(archive: SchemaLevel): string | undefined {
  const build = buildSchemaLevel()
  if (archive.index > build.index) {
    return (
      `The archive's schema (${archive.index}, ${archive.tag}) is newer than this version's ` +
      `(${build.index}, ${build.tag}): restore it with the version of Switchboard that made it, or a newer one.`
    )
  }
  const known = readJournal().find((entry) => entry.idx === archive.index)
  if (known?.tag !== archive.tag) {
    return (
      `The archive's schema (${archive.index}, ${archive.tag}) is not one of this version's migrations ` +
      `(it has ${known?.tag ?? 'none'} at ${archive.index}): it was made by a different line of Switchboard.`
    )
  }
  return undefined
}

async function rows<T>(db: Runner, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query)
  return (result as unknown as { rows: T[] }).rows
}

const ident = (name: string) => sql.identifier(name)

/** The tables of the `public` schema (those an extension owns left out), by name. */
export async function listTables(db: Runner): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
          and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
        order by c.relname`,
  )
  return found.map((row) => row.name)
}

/** Rows per table of the `public` schema. */
export async function countRows(db: Runner): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of await listTables(db)) {
    const [row] = await rows<{ n: string | number }>(db, sql`select count(*) as n from ${ident(table)}`)
    counts[table] = Number(row?.n ?? 0)
  }
  return counts
}

async function primaryKey(db: Runner, table: string): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${`public.${quoteIdent(table)}`}::regclass and i.indisprimary
        order by array_position(i.indkey, a.attnum)`,
  )
  return found.map((row) => row.name)
}

function quoteIdent(name: string) {
  return `"${name.replace(/"/g, '""')}"`
}

/**
 * Settings that make `to_jsonb` print the same text on every server: timestamps in UTC, floats exactly, bytea as
 * hex. Local to the transaction.
 */
async function portableOutput(tx: Runner) {
  await tx.execute(sql`set local timezone = 'UTC'`)
  await tx.execute(sql`set local extra_float_digits = 1`)
  await tx.execute(sql`set local bytea_output = 'hex'`)
  await tx.execute(sql`set local intervalstyle = 'postgres'`)
}

export type TableFile = { table: string; file: string; rows: number; size: number; sha256: string }

/** Rows a fetch asks for at most, and the bytes of JSON a fetch aims at. */
export const FETCH_ROWS = 1000
export const FETCH_BYTES = 4 * 1024 * 1024

/**
 * The rows the next fetch asks for, from the size of the last batch: small rows are read a thousand at a time,
 * large ones (an item with a long text, a revision of one) a few at a time, so that no fetch holds the server's
 * event loop for long or its memory for many megabytes. The first fetch of a table asks for 16.
 */
export function nextFetchRows(lastRows: number, lastBytes: number): number {
  if (lastRows === 0) return 16
  const perRow = Math.max(1, lastBytes / lastRows)
  return Math.min(FETCH_ROWS, Math.max(1, Math.floor(FETCH_BYTES / perRow)))
}

/**
 * Writes every table as `<dir>/<table>.jsonl`, one `to_jsonb` row a line, in primary-key order, inside the
 * transaction `tx` (the caller opens it: REPEATABLE READ READ ONLY, so every table is read at one moment).
 */
export async function exportTables(tx: Runner, dir: string): Promise<TableFile[]> {
  await portableOutput(tx)
  const written: TableFile[] = []
  for (const table of await listTables(tx)) {
    const key = await primaryKey(tx, table)
    const order = key.length > 0 ? sql` order by ${sql.join(key.map(ident), sql`, `)}` : sql``
    const cursor = `backup_${written.length}`
    await tx.execute(
      sql`declare ${ident(cursor)} no scroll cursor for select to_jsonb(backup_row.*)::text as r from ${ident(table)} backup_row${order}`,
    )
    const file = path.join(dir, `${table}.jsonl`)
    const out = createWriteStream(file, { mode: 0o600 })
    const hash = createHash('sha256')
    let count = 0
    let size = 0
    let ask = nextFetchRows(0, 0)
    try {
      for (;;) {
        const batch = await rows<{ r: string }>(tx, sql`fetch ${sql.raw(String(ask))} from ${ident(cursor)}`)
        if (batch.length === 0) break
        const chunk = batch.map((row) => row.r + '\n').join('')
        const bytes = Buffer.byteLength(chunk)
        hash.update(chunk)
        size += bytes
        count += batch.length
        ask = nextFetchRows(batch.length, bytes)
        if (!out.write(chunk)) await once(out, 'drain')
        // Other requests' turn between batches (on PGlite the backup's snapshot still holds the database).
        await setImmediate()
      }
    } finally {
      out.end()
      await once(out, 'close')
    }
    await tx.execute(sql`close ${ident(cursor)}`)
    written.push({ table, file, rows: count, size, sha256: hash.digest('hex') })
  }
  return written
}

/**
 * Empties the `public` schema (tables, views, sequences, functions, enum and domain types, but nothing an
 * extension owns) and Drizzle's record of migrations: what a restore starts from.
 */
export async function dropSchema(tx: Runner) {
  const notExtension = (oid: string) =>
    sql.raw(`not exists (select 1 from pg_depend d where d.objid = ${oid} and d.deptype = 'e')`)
  const views = await rows<{ name: string }>(
    tx,
    sql`select c.oid::regclass::text as name from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('v', 'm') and ${notExtension('c.oid')}`,
  )
  for (const view of views) await tx.execute(sql.raw(`drop view if exists ${view.name} cascade`))
  const tables = await listTables(tx)
  if (tables.length > 0) {
    await tx.execute(sql`drop table if exists ${sql.join(tables.map(ident), sql`, `)} cascade`)
  }
  const sequences = await rows<{ name: string }>(
    tx,
    sql`select c.oid::regclass::text as name from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'S' and ${notExtension('c.oid')}`,
  )
  for (const sequence of sequences)
    await tx.execute(sql.raw(`drop sequence if exists ${sequence.name} cascade`))
  const functions = await rows<{ name: string }>(
    tx,
    sql`select p.oid::regprocedure::text as name from pg_proc p
        where p.pronamespace = 'public'::regnamespace and ${notExtension('p.oid')}`,
  )
  for (const fn of functions) await tx.execute(sql.raw(`drop function if exists ${fn.name} cascade`))
  const types = await rows<{ name: string }>(
    tx,
    sql`select t.oid::regtype::text as name from pg_type t
        where t.typnamespace = 'public'::regnamespace and t.typtype in ('e', 'd') and ${notExtension('t.oid')}`,
  )
  for (const type of types) await tx.execute(sql.raw(`drop type if exists ${type.name} cascade`))
  await tx.execute(sql`drop table if exists drizzle.__drizzle_migrations`)
}

/**
 * Applies this build's migrations from the one after `from` up to `to` (indexes; `from` -1: all), in the caller's
 * transaction, and records them as Drizzle's migrator does, so that the migrator at the next start finds them
 * applied.
 */
export async function applyMigrations(tx: Runner, range: { from: number; to: number }) {
  const migrations: MigrationMeta[] = readMigrationFiles({ migrationsFolder: migrationsDir })
  await tx.execute(sql`create schema if not exists drizzle`)
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  )
  for (const [index, migration] of migrations.entries()) {
    if (index <= range.from || index > range.to) continue
    for (const statement of migration.sql) {
      if (statement.trim()) await tx.execute(sql.raw(statement))
    }
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    )
  }
}

/** Each line of a file, in order, without its line break. */
async function* lines(file: string): AsyncGenerator<string> {
  const reader = createInterface({ input: createReadStream(file), crlfDelay: Infinity })
  for await (const line of reader) if (line) yield line
}

const BATCH_BYTES = 2 * 1024 * 1024
const BATCH_ROWS = 2000

/**
 * Loads the tables' JSON Lines (`<dir>/<table>.jsonl`) into empty tables of the same schema level, in the caller's
 * transaction. Foreign keys are dropped for the load and added back after it, which checks every row against
 * them at the end (whatever the order of tables, and rows referring to rows of their own table). Sequences, if
 * any, continue after the largest value loaded. Returns the rows loaded per table.
 */
export async function importTables(
  tx: Runner,
  dir: string,
  tables: string[],
): Promise<Record<string, number>> {
  const present = new Set(await listTables(tx))
  const unknown = tables.filter((table) => !present.has(table))
  if (unknown.length > 0) {
    throw new Error(`The archive has tables this schema does not: ${unknown.join(', ')}`)
  }
  const foreignKeys = await rows<{ tbl: string; name: string; definition: string }>(
    tx,
    sql`select c.conrelid::regclass::text as tbl, c.conname as name, pg_get_constraintdef(c.oid) as definition
        from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  )
  for (const key of foreignKeys) {
    await tx.execute(sql.raw(`alter table ${key.tbl} drop constraint ${quoteIdent(key.name)}`))
  }
  const loaded: Record<string, number> = {}
  for (const table of tables) {
    const columns = await rows<{ name: string }>(
      tx,
      sql`select attname as name from pg_attribute
          where attrelid = ${`public.${quoteIdent(table)}`}::regclass and attnum > 0 and not attisdropped
            and attgenerated = ''
          order by attnum`,
    )
    const list = sql.join(
      columns.map((column) => ident(column.name)),
      sql`, `,
    )
    const insert = (batch: string[]) =>
      tx.execute(
        sql`insert into ${ident(table)} (${list}) overriding system value
            select ${list} from jsonb_populate_recordset(null::${ident(table)}, ${`[${batch.join(',')}]`}::jsonb)`,
      )
    let batch: string[] = []
    let bytes = 0
    let count = 0
    for await (const line of lines(path.join(dir, `${table}.jsonl`))) {
      batch.push(line)
      bytes += line.length
      count += 1
      if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
        await insert(batch)
        batch = []
        bytes = 0
      }
    }
    if (batch.length > 0) await insert(batch)
    loaded[table] = count
  }
  for (const key of foreignKeys) {
    await tx.execute(
      sql.raw(`alter table ${key.tbl} add constraint ${quoteIdent(key.name)} ${key.definition}`),
    )
  }
  const sequences = await rows<{ seq: string; tbl: string; col: string }>(
    tx,
    sql`select s.oid::regclass::text as seq, t.oid::regclass::text as tbl, a.attname as col
        from pg_depend d
        join pg_class s on s.oid = d.objid and s.relkind = 'S'
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where t.relnamespace = 'public'::regnamespace and d.deptype in ('a', 'i')`,
  )
  for (const { seq, tbl, col } of sequences) {
    await tx.execute(
      sql.raw(
        `select setval('${seq.replace(/'/g, "''")}', coalesce((select max(${quoteIdent(col)}) from ${tbl}), 0) + 1, false)`,
      ),
    )
  }
  return loaded
}

/**
 * For each table, its row count and the SHA-256 of its rows as sorted JSON lines (the order rows come in does not
 * matter): what verify compares between an archive and a database it was restored into.
 */
export async function tableFingerprints(
  tx: Runner,
  tables: string[],
): Promise<Record<string, { rows: number; sha256: string }>> {
  await portableOutput(tx)
  const result: Record<string, { rows: number; sha256: string }> = {}
  for (const table of tables) {
    const found = await rows<{ r: string }>(
      tx,
      sql`select to_jsonb(backup_row.*)::text as r from ${ident(table)} backup_row`,
    )
    result[table] = { rows: found.length, sha256: sortedLinesHash(found.map((row) => row.r)) }
  }
  return result
}

/** SHA-256 of lines sorted by their code units, each followed by a line break. */
export function sortedLinesHash(lines: string[]): string {
  const hash = createHash('sha256')
  for (const line of [...lines].sort()) hash.update(line + '\n')
  return hash.digest('hex')
}

/** The lines of a table's file, for {@link sortedLinesHash}. */
export async function fileLines(file: string): Promise<string[]> {
  const found: string[] = []
  for await (const line of lines(file)) found.push(line)
  return found
}
