import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { migrationsDir } from '../paths'
import type { DatabaseHandle } from './database'

// Several app servers may start at once against one PostgreSQL: one migrates, the others wait for it.
const MIGRATION_LOCK_KEY = 727_310_001

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsDir }
  if (handle.pglite) {
    // Loaded only in embedded mode, like PGlite itself (platform/db/database.ts).
    const [{ migrate: migratePglite }, { drizzle: drizzlePglite }] = await Promise.all([
      import('drizzle-orm/pglite/migrator'),
      import('drizzle-orm/pglite'),
    ])
    await migratePglite(drizzlePglite({ client: handle.pglite }), config)
    return
  }
  if (!handle.url) throw new Error('A server database handle needs its URL to migrate')
  const client = new pg.Client({ connectionString: handle.url, connectionTimeoutMillis: 10_000 })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migratePg(drizzlePg({ client }), config)
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined)
    await client.end()
  }
}
