import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { ensureFirstAdmin } from '../features/auth/admin.service'
import type { Config } from '../platform/config'
import { type DatabaseHandle, openDatabase } from '../platform/db/database'
import { acquireDataDirLock } from '../platform/db/lock'
import { runMigrations } from '../platform/db/migrate'
import { createLocalStorage } from '../platform/media/storage'
import { isContentEmpty, seedDemo } from './seed/demo'

export type Prepared = {
  database: DatabaseHandle
  createdAdmin: boolean
  seeded: boolean
  release: () => Promise<void>
}

/** Everything that happens before the server listens: lock, open, migrate, first admin, demo content. */
export async function prepare(config: Config, log: (message: string) => void = () => {}): Promise<Prepared> {
  mkdirSync(path.join(config.dataDir, 'uploads'), { recursive: true })
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir)
  let database: DatabaseHandle | undefined
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { url: config.databaseUrl, logError: (error) => log(`database connection error: ${error.message}`) }
        : { dataDir: path.join(config.dataDir, 'db') },
    )
    await runMigrations(database)
    const createdAdmin = await ensureFirstAdmin(database.db, config.admin)
    let seeded = false
    if (config.seedDemo && (await isContentEmpty(database.db))) {
      log('Seeding the demo company…')
      await seedDemo(database.db, createLocalStorage(path.join(config.dataDir, 'uploads')))
      seeded = true
    }
    const handle = database
    return {
      database: handle,
      createdAdmin,
      seeded,
      release: async () => {
        await handle.close()
        releaseLock()
      },
    }
  } catch (error) {
    await database?.close().catch(() => undefined)
    releaseLock()
    throw error
  }
}
