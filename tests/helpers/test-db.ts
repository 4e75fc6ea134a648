import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { forTheSuite } from './suite'
import { type DatabaseHandle, openDatabase } from '../../platform/db/database'
import { withDatabase } from './global-setup'

export type TestDatabaseKind = 'pglite' | 'postgres'

/** Which database this test project runs against (vitest.config.ts sets TEST_DB per project). */
export const testDatabaseKind: TestDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

export type TestDatabase = DatabaseHandle & {
  /** Closes the handle and, on PostgreSQL, drops the cloned database. */
  destroy(): Promise<void>
}

/** A fresh, migrated database of this project's kind, cloned from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') {
    const tar = await readFile(inject('pgliteTemplate'))
    const handle = await openDatabase({ loadDataDir: new Blob([tar]) })
    return { ...handle, destroy: () => handle.close() }
  }
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project')
  const name = `switchboard_test_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name} template ${inject('postgresTemplate')}`)
  const handle = await openDatabase({ url: withDatabase(serverUrl, name) })
  return {
    ...handle,
    async destroy() {
      await handle.close()
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
    },
  }
}

/**
 * For the enclosing `describe`: a fresh database of this project's kind, destroyed after the suite. The returned
 * handle is filled in before the suite's first test runs.
 */
export function useTestDatabase(): TestDatabase {
  return forTheSuite({} as TestDatabase, createTestDatabase, (database) => database.destroy?.())
}

export async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await client.query(statement)
  } finally {
    await client.end()
  }
}
