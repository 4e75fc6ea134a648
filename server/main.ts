import path from 'node:path'
import { buildApp } from './app'
import { ConfigError, DEFAULT_ADMIN, loadConfig } from '../platform/config'
import { mailDeliveryLine } from '../platform/mail/transport'
import { deploymentEnv } from './deployment-env'
import { DataDirLockedError } from '../platform/db/lock'
import { prepareServer } from './first-start'
import { isAddressInUse, isPortInUse, portInUseMessage } from '../platform/port'
import { startBackupControl } from '../features/backups/backup.control'
import { createLocalStorage } from '../platform/media/storage'

const isDev = process.argv.includes('--dev')

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

async function main() {
  let config
  try {
    config = loadConfig(deploymentEnv())
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }

  if (await isPortInUse(config.port, config.host)) fail(portInUseMessage(config.port, config.host))

  const started = Date.now()
  let prepared
  try {
    prepared = await prepareServer(config, (message) => console.log(message))
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message)
    if (config.databaseUrl) fail(`Cannot use the database at DATABASE_URL: ${(error as Error).message}`)
    throw error
  }

  const app = await buildApp({
    config,
    database: prepared.database,
    ssr: isDev ? 'development' : 'production',
  })

  let control: Awaited<ReturnType<typeof startBackupControl>>
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting')
      process.exit(1)
    }, 10_000)
    timer.unref()
    try {
      await control?.close()
      await app.close()
      await prepared.release()
    } finally {
      process.exit(0)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    // Taken between the check above and now.
    if (!isAddressInUse(error)) throw error
    await app.close()
    await prepared.release()
    fail(portInUseMessage(config.port, config.host))
  }
  // The embedded database is this process's alone: `npm run backup` asks it through DATA_DIR/control.sock.
  if (prepared.database.mode === 'embedded') {
    control = await startBackupControl({
      dataDir: config.dataDir,
      database: prepared.database.db,
      media: createLocalStorage(path.join(config.dataDir, 'uploads')),
      log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
    }).catch((error: Error) => {
      app.log.warn(`backups: no control socket: ${error.message}`)
      return undefined
    })
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`
  const lines = [
    '',
    `  Switchboard is running at ${url}  (${isDev ? 'development' : 'production build'}, ${prepared.database.mode} database, ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    `  Back-office: ${url}/login`,
  ]
  if (config.admin.isDefault) {
    lines.push(
      `  Sign in as ${config.admin.email} with the password '${DEFAULT_ADMIN.password}' (a development default: set ADMIN_PASSWORD, or change it under Settings).`,
    )
  } else if (prepared.createdAdmin) {
    lines.push(`  Created the first administrator ${config.admin.email} (password from ADMIN_PASSWORD).`)
  }
  if (prepared.seeded) lines.push('  The database was empty: the demo company has been added.')
  lines.push(`  ${mailDeliveryLine(config.mail.smtpUrl, config.isProduction)}`)
  console.log(lines.join('\n') + '\n')
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
