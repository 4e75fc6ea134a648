// `npm run user -- <command> EMAIL`: the way back in for an operator with access to the server (README "Locked out?").
import path from 'node:path'
import { z } from 'zod'
import { createOwnerByOperator, resetPasswordByOperator } from '../../features/auth/operator'
import { ConfigError, loadConfig } from '../../platform/config'
import { openDatabase } from '../../platform/db/database'
import { acquireDataDirLock, DataDirLockedError } from '../../platform/db/lock'
import { runMigrations } from '../../platform/db/migrate'

const USAGE = `Usage: npm run user -- <command> EMAIL

Commands:
  reset-password EMAIL   Give the account a new random password (printed once) and end all its sessions.
  create-owner EMAIL     Create an owner with a random password (printed once), or make the existing
                         account an active owner.

The database is the one the server uses: DATABASE_URL, else the embedded database in DATA_DIR
(stop the server first: the embedded database cannot be shared).`

const COMMANDS = ['reset-password', 'create-owner'] as const

function fail(message: string, code: number): never {
  console.error(message)
  process.exit(code)
}

function banner(lines: string[]) {
  const width = Math.max(...lines.map((line) => line.length))
  const rule = '='.repeat(width + 4)
  console.log(`\n${rule}\n${lines.map((line) => `  ${line}`).join('\n')}\n${rule}\n`)
}

const [command, email, ...rest] = process.argv.slice(2)
if (!command || !(COMMANDS as readonly string[]).includes(command) || !email || rest.length > 0) {
  fail(
    `${command && !(COMMANDS as readonly string[]).includes(command) ? `Unknown command: ${command}\n\n` : ''}${USAGE}`,
    2,
  )
}
if (!z.email().safeParse(email.trim()).success) fail(`Not a valid e-mail address: ${email}\n\n${USAGE}`, 2)

let config
try {
  config = loadConfig(process.env, { persistSecret: false })
} catch (error) {
  if (error instanceof ConfigError) fail(error.message, 1)
  throw error
}

let release = () => {}
if (!config.databaseUrl) {
  try {
    release = acquireDataDirLock(config.dataDir)
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      fail(
        `A Switchboard server (pid ${error.pid}) is using DATA_DIR ${error.dataDir}.\n` +
          'Stop it, run this command again, then start the server.',
        1,
      )
    }
    throw error
  }
}

const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') },
)
let code = 0
try {
  await runMigrations(database)
  if (command === 'reset-password') {
    const done = await resetPasswordByOperator(database.db, email)
    if (!done) {
      console.error(`No staff account has the e-mail address ${email}. Nothing was changed.`)
      code = 1
    } else {
      banner([
        `New password for ${done.email}:`,
        '',
        `    ${done.password}`,
        '',
        'It is shown only this once. Sign in with it, then choose your own under Account.',
      ])
      console.log(`Sessions ended: ${done.ended}.`)
      if (done.status !== 'active') {
        console.log(`The account stays ${done.status}: an owner can reactivate it (or run create-owner).`)
      }
      console.log('Recorded in the audit log.')
    }
  } else {
    const outcome = await createOwnerByOperator(database.db, email)
    if (outcome.kind === 'created') {
      banner([
        `Created the owner ${outcome.email}. Password:`,
        '',
        `    ${outcome.password}`,
        '',
        'It is shown only this once. Sign in with it, then choose your own under Account.',
      ])
      console.log('Recorded in the audit log.')
    } else if (outcome.kind === 'promoted') {
      const what = Object.entries(outcome.changes).map(
        ([field, change]) => `${field} ${change.from} → ${change.to}`,
      )
      console.log(`${outcome.email} is now an active owner (${what.join(', ')}). The password is unchanged.`)
      console.log('Recorded in the audit log.')
    } else {
      console.log(`${outcome.email} is already an active owner: nothing changed.`)
    }
  }
} finally {
  await database.close()
  release()
}
process.exit(code)
