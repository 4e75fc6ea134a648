// `npm run db:migrate`: applies the committed migrations to the configured database and exits.
import path from 'node:path'
import { loadConfig } from '../../platform/config'
import { openDatabase } from '../../platform/db/database'
import { acquireDataDirLock } from '../../platform/db/lock'
import { runMigrations } from '../../platform/db/migrate'

const config = loadConfig()
const release = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir)
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') },
)
try {
  await runMigrations(database)
  console.log(`Migrations applied (${database.mode} database).`)
} finally {
  await database.close()
  release()
}
