// `npm run restore -- FILE [--yes]` (README "Backups").
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline/promises'
import {
  BackupError,
  type BackupManifest,
  checkArchive,
  readManifest,
  restoreBackup,
} from '../../features/backups/backup.archive'
import {
  buildSchemaLevel,
  countRows,
  databaseSchemaLevel,
  schemaProblem,
} from '../../features/backups/backup.database'
import { createLocalStorage } from '../../platform/media/storage'
import {
  cliArgs,
  cliConfig,
  columns,
  DataDirLockedError,
  fail,
  formatBytes,
  formatSeconds,
  openInstallation,
  totalRows,
} from './backup-shared'

const USAGE = `Usage: npm run restore -- FILE [--yes]

Replaces this installation's data (database and media) with the archive's: DATABASE_URL, else the embedded
database in DATA_DIR (stop the server first). The archive's checksums are checked first; an archive of a newer
schema is refused. Without --yes it shows what will be replaced and asks.`

const args = cliArgs(USAGE, {
  options: { yes: { type: 'boolean', short: 'y' }, help: { type: 'boolean', short: 'h' } },
  allowPositionals: true,
})
if (args.positionals.length !== 1) fail(USAGE, 2)

const config = cliConfig()
const file = path.resolve(args.positionals[0]!)
const size = await stat(file).then(
  (info) => info.size,
  () => fail(`No such file: ${file}`),
)

let manifest: BackupManifest
try {
  manifest = await readManifest(file)
} catch (error) {
  fail(`Cannot restore ${file}: ${(error as Error).message}`)
}
const mediaFiles = manifest.files.filter((entry) => entry.path.startsWith('media/')).length
console.log(`Archive ${file} (${formatBytes(size)})`)
console.log(
  `  made ${manifest.createdAt} by Switchboard ${manifest.productVersion} on ${manifest.database}, ` +
    `schema ${manifest.schema.index} (${manifest.schema.tag})`,
)
const problem = schemaProblem(manifest.schema)
if (problem) fail(`Refused: ${problem}\nNothing was changed.`)

const check = await checkArchive(file)
if (!check.ok) {
  console.error(`Refused: the archive is damaged (${check.problems.length} problem(s)); nothing was changed.`)
  for (const line of check.problems.slice(0, 20)) console.error(`  - ${line}`)
  if (check.problems.length > 20) console.error(`  … and ${check.problems.length - 20} more`)
  process.exit(1)
}
console.log(`  checksums of all ${manifest.files.length} files match`)

let installation
try {
  installation = await openInstallation(config, { create: true })
} catch (error) {
  if (error instanceof DataDirLockedError) {
    fail(
      `A Switchboard server (pid ${error.pid}) is running on DATA_DIR ${config.dataDir}.\n` +
        'Stop the server first (the embedded database cannot be shared), run npm run restore again, then start ' +
        'it.\nNothing was changed.',
    )
  }
  fail(`Cannot open the database: ${(error as Error).message}`)
}

let code = 0
try {
  const db = installation.database.db
  const target = config.databaseUrl ? 'the PostgreSQL database at DATABASE_URL' : `DATA_DIR ${config.dataDir}`
  const current = await countRows(db)
  const currentSchema = await databaseSchemaLevel(db).catch(() => undefined)
  const media = createLocalStorage(path.join(config.dataDir, 'uploads'))
  const currentMedia = (await media.usage()).files
  const names = [...new Set([...Object.keys(manifest.tables), ...Object.keys(current)])].sort()
  const isEmpty = totalRows(current) === 0 && currentMedia === 0
  console.log(
    `\nThis replaces everything in ${target} (${installation.database.mode} database` +
      `${currentSchema ? `, schema ${currentSchema.index}` : ', empty'}) with the archive's:`,
  )
  const shown = names.filter((name) => (current[name] ?? 0) > 0 || (manifest.tables[name] ?? 0) > 0)
  const rows = [
    ['table', 'now', 'archive'],
    ...shown.map((name) => [name, String(current[name] ?? '-'), String(manifest.tables[name] ?? '-')]),
    ['rows in all', String(totalRows(current)), String(totalRows(manifest.tables))],
    ['media files', String(currentMedia), String(mediaFiles)],
  ]
  for (const line of columns(rows)) console.log(`  ${line}`)
  if (shown.length < names.length)
    console.log(`  (${names.length - shown.length} more tables, empty in both)`)
  if (!isEmpty) console.log('What is there now and not in the archive will be gone.')

  let confirmed = args.values.yes === true
  if (!confirmed) {
    const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: false })
    const answer = await new Promise<string>((resolve) => {
      prompt.question('Type yes to continue: ').then(resolve, () => resolve(''))
      prompt.once('close', () => resolve(''))
    })
    prompt.close()
    confirmed = answer.trim().toLowerCase() === 'yes'
  }
  if (!confirmed) {
    console.log('Nothing was changed.')
    code = 1
  } else {
    const started = Date.now()
    const restored = await restoreBackup({ file, database: db, media })
    const build = buildSchemaLevel()
    console.log(
      `Restored ${Object.keys(restored.tables).length} tables (${totalRows(restored.tables)} rows) and ` +
        `${restored.files} media files in ${formatSeconds(Date.now() - started)}` +
        (manifest.schema.index < build.index
          ? `, then migrated from schema ${manifest.schema.index} to ${build.index} (${build.tag}).`
          : '.'),
    )
    if (config.databaseUrl) {
      console.log(
        'Running servers were told to forget their caches. Signed-in staff may have to sign in again ' +
          '(sessions are the archive’s now).',
      )
    } else {
      console.log('Start the server to use it. Signed-in staff may have to sign in again.')
    }
  }
} catch (error) {
  code = 1
  if (error instanceof BackupError) {
    console.error(`Restore failed: ${error.message}`)
    for (const line of error.problems.slice(0, 20)) console.error(`  - ${line}`)
  } else console.error(`Restore failed: ${(error as Error).message}`)
  if (!(error instanceof BackupError && error.databaseRestored)) {
    console.error('The database is as it was: a restore writes it in one transaction.')
  }
} finally {
  await installation.close()
}
process.exit(code)
