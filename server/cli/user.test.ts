import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { auditLog } from '../../platform/db/tables'
import { type DatabaseHandle, openDatabase } from '../../platform/db/database'
import { acquireDataDirLock } from '../../platform/db/lock'
import { createAdmin, postLogin, signIn } from '../../tests/helpers/auth'
import { withDatabase } from '../../tests/helpers/global-setup'
import { testConfig } from '../../tests/helpers/test-app'
import { adminQuery, testDatabaseKind } from '../../tests/helpers/test-db'
import { buildApp } from '../app'

const TSX = path.resolve('node_modules/.bin/tsx')
const CLI = path.resolve('server/cli/user.ts')

type Run = { code: number; stdout: string; stderr: string }

describe(`npm run user, on ${testDatabaseKind}`, () => {
  let dataDir: string
  let databaseUrl = ''
  let dropDatabase = async () => {}

  function run(...args: string[]): Promise<Run> {
    return new Promise((resolve) => {
      execFile(
        TSX,
        [CLI, ...args],
        {
          env: {
            ...process.env,
            NODE_ENV: '',
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl,
            LOG_LEVEL: 'silent',
          },
          timeout: 60_000,
        },
        (error, stdout, stderr) =>
          resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      )
    })
  }
  const passwordIn = (output: string) => /^ {6}(\S+)$/m.exec(output)?.[1]

  /** The app on the CLI's database, for as long as `use` runs (PGlite: one process at a time). */
  async function withApp<T>(
    use: (app: Awaited<ReturnType<typeof buildApp>>, db: DatabaseHandle) => Promise<T>,
  ) {
    const database = await openDatabase(
      databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, 'db') },
    )
    const app = await buildApp({
      config: testConfig(dataDir, { JWT_SECRET: 'j'.repeat(40) }),
      database,
      logger: false,
    })
    await app.ready()
    try {
      return await use(app, database)
    } finally {
      await app.close()
      await database.close()
    }
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-cli-'))
    if (testDatabaseKind === 'postgres') {
      const serverUrl = process.env.TEST_DATABASE_URL!
      const name = `switchboard_cli_${randomBytes(6).toString('hex')}`
      await adminQuery(serverUrl, `create database ${name} template ${inject('postgresTemplate')}`)
      databaseUrl = withDatabase(serverUrl, name)
      dropDatabase = async () => {
        await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
      }
    }
  })
  afterAll(async () => {
    await dropDatabase()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('explains itself and exits with 2 when the command or the e-mail address is missing or wrong', async () => {
    for (const args of [
      [],
      ['reset-password'],
      ['create-owner'],
      ['promote', 'a@b.example'],
      ['reset-password', 'nope'],
    ]) {
      const result = await run(...args)
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.stderr, args.join(' ')).toContain('Usage: npm run user -- <command> EMAIL')
    }
    expect((await run('promote', 'a@b.example')).stderr).toContain('Unknown command: promote')
  })

  it('creates an owner with a password printed once, who can sign in; a second time changes nothing', async () => {
    const created = await run('create-owner', 'Ops@Volta.example')
    expect(created.code, created.stderr).toBe(0)
    expect(created.stdout).toContain('Created the owner ops@volta.example. Password:')
    const password = passwordIn(created.stdout)!
    expect(password).toMatch(/^[\w-]{24}$/)

    const again = await run('create-owner', 'ops@volta.example')
    expect(again.code).toBe(0)
    expect(again.stdout).toContain('ops@volta.example is already an active owner: nothing changed.')

    await withApp(async (app) => {
      const { token } = await signIn(app, 'ops@volta.example', password)
      const verify = await app.inject({
        url: '/api/auth/verify',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(verify.json().data.admin).toMatchObject({ email: 'ops@volta.example', role: 'owner' })
    })
  })

  it('makes an existing account an active owner, keeping its password', async () => {
    await withApp(async (_app, { db }) => {
      await createAdmin(db, { email: 'ed@volta.example', role: 'editor' })
    })
    const result = await run('create-owner', 'ed@volta.example')
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toContain('ed@volta.example is now an active owner (role editor → owner)')
  })

  it('resets a password: the new one signs in, the old one and every open session stop working', async () => {
    const { token, oldPassword } = await withApp(async (app, { db }) => {
      const admin = await createAdmin(db, { email: 'grace@volta.example', role: 'admin' })
      const first = await signIn(app, admin.email)
      await signIn(app, admin.email)
      return { token: first.token, oldPassword: admin.password }
    })

    const result = await run('reset-password', 'GRACE@volta.example')
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toContain('New password for grace@volta.example:')
    expect(result.stdout).toContain('Sessions ended: 2.')
    const password = passwordIn(result.stdout)!

    await withApp(async (app, { db }) => {
      const verify = await app.inject({
        url: '/api/auth/verify',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(verify.statusCode).toBe(401)
      const old = await postLogin(app, 'grace@volta.example', oldPassword)
      expect(old.statusCode).toBe(401)
      const fresh = await signIn(app, 'grace@volta.example', password)
      expect(fresh.token).toBeTruthy()

      const entries = await db.select().from(auditLog)
      expect(entries.map((entry) => [entry.action, entry.label, entry.actorName, entry.entity])).toEqual(
        expect.arrayContaining([
          ['owner-created-by-operator', 'ops@volta.example', 'Server operator (CLI)', 'staff'],
          ['owner-created-by-operator', 'ed@volta.example', 'Server operator (CLI)', 'staff'],
          ['password-reset-by-operator', 'grace@volta.example', 'Server operator (CLI)', 'staff'],
        ]),
      )
      expect(JSON.stringify(entries)).not.toContain(password)
    })
  })

  it('says so, exits with 1 and changes nothing for an unknown e-mail address', async () => {
    const result = await run('reset-password', 'nobody@volta.example')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('No staff account has the e-mail address nobody@volta.example')
  })

  // Only the embedded database has a DATA_DIR lock (defined, not skipped, on PostgreSQL).
  if (testDatabaseKind === 'pglite')
    it('refuses a DATA_DIR that a server holds, and says what to do', async () => {
      const release = acquireDataDirLock(dataDir)
      try {
        const result = await run('reset-password', 'ops@volta.example')
        expect(result.code).toBe(1)
        expect(result.stderr).toContain(`is using DATA_DIR ${dataDir}`)
        expect(result.stderr).toContain('Stop it, run this command again')
      } finally {
        release()
      }
    })
})
