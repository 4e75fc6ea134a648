// What `npm run backup` and `npm run restore` share: configuration, opening the installation, and how figures read.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { type Config, ConfigError, loadConfig } from '../../platform/config'
import { type DatabaseHandle, openDatabase } from '../../platform/db/database'
import { acquireDataDirLock, DataDirLockedError } from '../../platform/db/lock'

export function fail(message: string, code = 1): never {
  console.error(message)
  process.exit(code)
}

/** The command's arguments; on --help its usage, on arguments it does not take the error and its usage (exit 2). */
export function cliArgs<const T extends ParseArgsConfig & { options: { help: { type: 'boolean' } } }>(
  usage: string,
  config: T,
): ReturnType<typeof parseArgs<T>> {
  let args
  try {
    args = parseArgs(config)
  } catch (error) {
    fail(`${(error as Error).message}\n\n${usage}`, 2)
  }
  if ((args.values as { help?: boolean }).help) {
    console.log(usage)
    process.exit(0)
  }
  return args
}

export function cliConfig(): Config {
  try {
    return loadConfig(process.env, { persistSecret: false })
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }
}

export type Installation = {
  database: DatabaseHandle
  /** Whether the embedded database existed before this command (false: it was just created, empty). */
  existed: boolean
  close(): Promise<void>
}

/**
 * Opens the installation's database: DATABASE_URL, else the embedded one in DATA_DIR under its lock (throws
 * DataDirLockedError when a server holds it).
 */
export async function openInstallation(config: Config, options: { create: boolean }): Promise<Installation> {
  if (config.databaseUrl) {
    const database = await openDatabase({ url: config.databaseUrl })
    return { database, existed: true, close: () => database.close() }
  }
  const dbDir = path.join(config.dataDir, 'db')
  const existed = existsSync(path.join(dbDir, 'PG_VERSION'))
  if (!existed && !options.create) {
    fail(`There is no embedded database in DATA_DIR ${config.dataDir} (and DATABASE_URL is not set).`)
  }
  const release = acquireDataDirLock(config.dataDir)
  try {
    const database = await openDatabase({ dataDir: dbDir })
    return {
      database,
      existed,
      async close() {
        await database.close()
        release()
      },
    }
  } catch (error) {
    release()
    throw error
  }
}

export { DataDirLockedError }

export { formatBytes } from '../../platform/bytes'

export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export const totalRows = (tables: Record<string, number>) => Object.values(tables).reduce((a, b) => a + b, 0)

/** Lines of a table of figures, columns padded. */
export function columns(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, index) => Math.max(...rows.map((row) => row[index]!.length)))
  return rows.map((row) =>
    row
      .map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!)))
      .join('  ')
      .trimEnd(),
  )
}
