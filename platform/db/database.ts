import { setFlagsFromString } from 'node:v8'
import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import * as tables from './tables'

/**
 * One type for both modes. PGlite's and node-postgres' drivers share the query builder; both return `{ rows }`
 * from `execute`, so the node-postgres flavour describes either.
 */
export type Database = Omit<NodePgDatabase<typeof tables>, '$client'>
export type DatabaseMode = 'embedded' | 'postgres'

export type DatabaseHandle = {
  db: Database
  mode: DatabaseMode
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>
  close(): Promise<void>
  /** Only in embedded mode: the PGlite instance (for dumps and tests). */
  pglite?: PGlite
  /** Only in server mode: the connection string (migrations take their own connection). */
  url?: string
}

export type OpenDatabaseOptions =
  { url: string; logError?: (error: Error) => void } | { dataDir?: string; loadDataDir?: Blob | File }

const drizzleOptions = { schema: tables, casing: 'snake_case' } as const

/**
 * PostgreSQL settings of the embedded database, on top of PGlite's own. PGlite allocates shared memory inside its
 * WebAssembly memory and zero-fills it, so initdb's default of 128 MB of shared buffers is 128 MB of resident
 * memory from the first query on, and WebAssembly memory never shrinks. The embedded mode serves one site's
 * content (a few MB); what is not in shared buffers is in the OS page cache. Measured in
 * docs/decisions/0009-lighter-process.md.
 */
export const EMBEDDED_SETTINGS = {
  shared_buffers: '16MB',
  // Bounds what one VACUUM or CREATE INDEX may allocate, since whatever the WebAssembly memory grows to stays.
  maintenance_work_mem: '16MB',
} as const

/**
 * V8 compiles WebAssembly twice: quickly (Liftoff), then the hot functions again with its optimising compiler
 * (TurboFan) on background threads. For PGlite's 9 MB module the optimised code and its compilation cost ~50 MB of
 * resident memory and seconds of CPU at start, and gained nothing measurable: API reads took the same CPU time per
 * request with or without it. V8 reads the flag when it compiles a module, so setting it here is enough.
 */
function useBaselineWasmCompilerOnly() {
  setFlagsFromString('--liftoff-only')
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openServer(options.url, options.logError)
  useBaselineWasmCompilerOnly()
  // Loaded only in embedded mode: a server on PostgreSQL never pays for PGlite's modules (~6 MB).
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ])
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(EMBEDDED_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
  })
  const db = drizzlePglite({ client: pglite, ...drizzleOptions }) as unknown as Database
  return {
    db,
    mode: 'embedded',
    pglite,
    async ping() {
      await pglite.query('select 1')
    },
    async close() {
      if (!pglite.closed) await pglite.close()
    },
  }
}

function openServer(url: string, logError?: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  })
  // An idle client losing its connection must not crash the process; the pool reconnects on next use.
  pool.on('error', (error) => logError?.(error))
  // A client that is checked out (a transaction between two statements, the outbox worker's claim) has no pool
  // listener; losing its connection there fails its queries, and must not also crash the process.
  pool.on('connect', (client) => client.on('error', (error) => logError?.(error)))
  const db = drizzlePg({ client: pool, ...drizzleOptions }) as unknown as Database
  let closed = false
  return {
    db,
    mode: 'postgres',
    url,
    async ping() {
      await db.execute(sql`select 1`)
    },
    async close() {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}
