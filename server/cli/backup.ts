// `npm run backup [-- --out FILE]` and `npm run backup -- --verify FILE` (README "Backups").
import path from 'node:path'
import {
  BackupError,
  type BackupResult,
  backupFileName,
  createBackup,
  verifyBackup,
} from '../../features/backups/backup.archive'
import { askServer } from '../../features/backups/backup.control'
import { createLocalStorage } from '../../platform/media/storage'
import {
  cliArgs,
  cliConfig,
  DataDirLockedError,
  fail,
  formatBytes,
  formatSeconds,
  openInstallation,
  totalRows,
} from './backup-shared'

const USAGE = `Usage:
  npm run backup                      Write an archive of the database and the media to BACKUP_DIR
                                      (default DATA_DIR/backups/switchboard-<time>.tar.gz).
  npm run backup -- --out FILE        Write it to FILE instead.
  npm run backup -- --verify FILE     Restore FILE into a throw-away database and compare counts and
                                      checksums; the live database is not touched.

The database is the one the server uses: DATABASE_URL, else the embedded database in DATA_DIR (while a server
runs on it, the server writes the archive).`

const args = cliArgs(USAGE, {
  options: { out: { type: 'string' }, verify: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  allowPositionals: false,
})
if (args.values.verify && args.values.out) fail(`--verify and --out do not go together.\n\n${USAGE}`, 2)

const config = cliConfig()
const started = Date.now()

if (args.values.verify) {
  const file = path.resolve(args.values.verify)
  console.log(`Verifying ${file}: restoring it into a throw-away database…`)
  let outcome
  try {
    outcome = await verifyBackup(file)
  } catch (error) {
    fail(`Cannot verify ${file}: ${(error as Error).message}`)
  }
  if (!outcome.ok) {
    console.error(`The archive FAILED verification (${outcome.problems.length} problem(s)):`)
    for (const problem of outcome.problems) console.error(`  - ${problem}`)
    process.exit(1)
  }
  const tables = Object.keys(outcome.tables).length
  console.log(
    `The archive is sound: every file matches its checksum, and its ${tables} tables ` +
      `(${totalRows(outcome.tables)} rows) restore with the counts and rows of its manifest ` +
      `(${formatSeconds(Date.now() - started)}).`,
  )
  process.exit(0)
}

const file = path.resolve(args.values.out ?? path.join(config.backupDir, backupFileName()))
let result: BackupResult
let via = ''
try {
  const installation = await openInstallation(config, { create: false })
  try {
    result = await createBackup({
      database: installation.database.db,
      media: createLocalStorage(path.join(config.dataDir, 'uploads')),
      file,
    })
  } finally {
    await installation.close()
  }
} catch (error) {
  if (!(error instanceof DataDirLockedError)) {
    if (error instanceof BackupError) fail(`Backup failed: ${error.message}`)
    fail(`Backup failed: ${(error as Error).message}`)
  }
  // A server runs on the embedded database: it alone may read it, so it writes the archive.
  let response
  try {
    response = await askServer(config.dataDir, { command: 'backup', file })
  } catch (askError) {
    fail(
      `A Switchboard server (pid ${error.pid}) holds DATA_DIR ${config.dataDir}, and its control socket ` +
        `does not answer (${(askError as Error).message}).\n` +
        'Stop the server and run npm run backup again, or upgrade the server to a version that takes backups.',
    )
  }
  if (!response.ok) fail(`Backup failed (in the server, pid ${error.pid}): ${response.error}`)
  if (!('backup' in response)) fail('The server answered something other than a backup.')
  result = response.backup
  via = ` by the running server (pid ${error.pid})`
}

const mediaFiles = result.files.filter((entry) => entry.path.startsWith('media/')).length
console.log(`Backup written${via}: ${result.file}`)
console.log(`  size      ${formatBytes(result.size)} (mode 0600: it holds password hashes and the audit log)`)
console.log(
  `  database  ${result.database}, schema ${result.schema.index} (${result.schema.tag}), ` +
    `${Object.keys(result.tables).length} tables, ${totalRows(result.tables)} rows`,
)
console.log(`  media     ${mediaFiles} files`)
console.log(`  took      ${formatSeconds(Date.now() - started)}`)
process.exit(0)
