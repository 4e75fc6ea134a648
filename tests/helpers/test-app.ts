import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { forTheSuite } from './suite'
import { type BuildAppOptions, buildApp } from '../../server/app'
import { type Config, loadConfig } from '../../platform/config'
import { openDatabase } from '../../platform/db/database'
import { createTestDatabase, type TestDatabase, useTestDatabase } from './test-db'

export type TestApp = Awaited<ReturnType<typeof buildApp>>

/**
 * The configuration of a test app: production's, per-client limits included (docs/decisions/0016). A test that
 * sends many anonymous requests no cache answers gives them addresses of their own (`remoteAddress`), as many
 * visitors would be; it never turns the limits off or raises them.
 */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env },
    { persistSecret: false },
  )
}

/** An app built by the production buildApp() on a fresh database and a temporary DATA_DIR. */
export async function createTestApp(
  options: {
    env?: Record<string, string>
    remoteImages?: BuildAppOptions['remoteImages']
    backupEngine?: BuildAppOptions['backupEngine']
  } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-app-'))
  const database: TestDatabase = await createTestDatabase()
  const config = testConfig(dataDir, options.env)
  const app = await buildApp({
    config,
    database,
    logger: false,
    remoteImages: options.remoteImages,
    backupEngine: options.backupEngine,
  })
  await app.ready()
  return {
    app,
    database,
    db: database.db,
    config,
    async close() {
      await app.close()
      await database.destroy()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

export type TestHarness = Awaited<ReturnType<typeof createTestApp>>

/**
 * For the enclosing `describe`: an app as createTestApp() builds it, closed after the suite. The returned object
 * is filled in before the suite's first test runs.
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}): TestHarness {
  return forTheSuite(
    {} as TestHarness,
    () => createTestApp(options),
    (harness) => harness.close?.(),
  )
}

/**
 * For the enclosing `describe`: `count` apps as production's buildApp() builds them, each with its own connection
 * and DATA_DIR, all on one fresh database (PostgreSQL only: the postgres test project), closed after the suite.
 * The returned list is filled in before the suite's first test runs.
 */
export function useAppsOnOneDatabase(count: number, dataDirPrefix: string) {
  const database = useTestDatabase()
  const servers: { app: TestApp; close: () => Promise<void> }[] = []
  beforeAll(async () => {
    for (let i = 0; i < count; i++) {
      const dataDir = await mkdtemp(path.join(tmpdir(), dataDirPrefix))
      const handle = await openDatabase({ url: database.url! })
      const app = await buildApp({ config: testConfig(dataDir), database: handle, logger: false })
      await app.ready()
      servers.push({
        app,
        async close() {
          await app.close()
          await handle.close()
          await rm(dataDir, { recursive: true, force: true })
        },
      })
    }
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
  })
  return { database, servers }
}
