import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Secret, TOTP } from 'otpauth'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../../platform/db/database'
import type { Role } from '../../platform/auth/access'
import { buildApp } from '../../server/app'
import { createAdmin, signIn } from '../../tests/helpers/auth'
import { adminQuery } from '../../tests/helpers/test-db'
import { createTestApp, testConfig } from '../../tests/helpers/test-app'
import type { AuthChange } from './auth-changes'
import { createOwnerByOperator, resetPasswordByOperator } from './operator'
import { TWO_FACTOR_SETUP_REQUIRED } from './two-factor.schema'

type Headers = { authorization: string }
type App = Awaited<ReturnType<typeof buildApp>>

// Runs in the postgres test project only (vitest.config.ts): two app servers share one PostgreSQL database.
describe('the signed-in cache on two servers sharing one PostgreSQL', () => {
  const JWT_SECRET = 'a-secret-both-servers-share-0123456789'
  let first: Awaited<ReturnType<typeof createTestApp>>
  let a: App
  let b: App
  let closeB: () => Promise<void>
  let owner: Headers

  beforeAll(async () => {
    first = await createTestApp({ env: { JWT_SECRET } })
    a = first.app
    const dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-app-b-'))
    const database = await openDatabase({ url: first.database.url! })
    b = await buildApp({ config: testConfig(dataDir, { JWT_SECRET }), database, logger: false })
    await b.ready()
    closeB = async () => {
      await b.close()
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    }
    owner = (await signIn(a, (await createAdmin(first.db)).email)).headers
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })
  afterAll(async () => {
    await closeB?.()
    await first?.close()
  })

  const on = (
    app: App,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: Headers,
    payload?: object,
  ) => app.inject({ method, url: `/api${url}`, headers, payload })
  const verify = (app: App, headers: Headers) => on(app, 'GET', '/auth/verify', headers)
  const kept = (app: App, headers: Headers) =>
    app.services.sessions.cache.session(headers.authorization.slice('Bearer '.length))

  /** Resolves when `app` hears (from another server, through PostgreSQL) a change that `matches`. */
  function heard(app: App, matches: (change: AuthChange) => boolean): Promise<AuthChange> {
    return new Promise((resolve) => {
      const stop = app.services.sessions.onHeard((change) => {
        if (!matches(change)) return
        stop()
        resolve(change)
      })
    })
  }
  const aboutPerson = (id: string) => (change: AuthChange) => change.kind === 'person' && change.id === id

  /** A person signed in (on A), whose token B has verified and keeps. */
  async function keptOnB(role: Role = 'editor') {
    const admin = await createAdmin(first.db, { role })
    const { headers } = await signIn(a, admin.email)
    expect((await verify(b, headers)).statusCode).toBe(200)
    expect(kept(b, headers)).toMatchObject({ person: { id: admin.id } })
    return { admin, headers }
  }

  it('signing out on A: B refuses the token once it hears of it', async () => {
    const { admin, headers } = await keptOnB()
    const told = heard(b, aboutPerson(admin.id))
    expect((await on(a, 'POST', '/auth/logout', headers)).statusCode).toBe(200)
    await told
    expect((await verify(b, headers)).statusCode).toBe(401)
  })

  it('deactivating or a new role on A: B refuses the person’s tokens once it hears of it', async () => {
    for (const change of [{ status: 'deactivated' }, { role: 'support' }]) {
      const { admin, headers } = await keptOnB()
      const told = heard(b, aboutPerson(admin.id))
      expect((await on(a, 'PUT', `/users/${admin.id}`, owner, change)).statusCode).toBe(200)
      await told
      expect((await verify(b, headers)).statusCode).toBe(401)
    }
  })

  it('a new two-factor policy on A: B reads it again', async () => {
    const { headers } = await keptOnB('editor')
    const write = () => on(b, 'POST', '/services', headers, { title: 'On B', shortDescription: 'Kept?' })
    expect((await write()).statusCode).toBe(201)
    expect(b.services.sessions.cache.requiredRoles()).toEqual([])
    const told = heard(b, (change) => change.kind === 'policy')
    expect(
      (await on(a, 'PUT', '/security/settings', owner, { twoFactorRequiredRoles: ['editor'] })).statusCode,
    ).toBe(200)
    await told
    const refused = await write()
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(TWO_FACTOR_SETUP_REQUIRED)
    const lifted = heard(b, (change) => change.kind === 'policy')
    await on(a, 'PUT', '/security/settings', owner, { twoFactorRequiredRoles: [] })
    await lifted
    expect((await write()).statusCode).toBe(201)
  })

  it('the operator’s password reset from the command line: every server forgets the person', async () => {
    const { admin, headers } = await keptOnB()
    expect((await verify(a, headers)).statusCode).toBe(200)
    const told = Promise.all([heard(a, aboutPerson(admin.id)), heard(b, aboutPerson(admin.id))])
    const cli = await openDatabase({ url: first.database.url! })
    try {
      expect(await resetPasswordByOperator(cli.db, admin.email)).toMatchObject({ ended: 1 })
    } finally {
      await cli.close()
    }
    await told
    expect((await verify(a, headers)).statusCode).toBe(401)
    expect((await verify(b, headers)).statusCode).toBe(401)
  })

  it('the operator’s create-owner from the command line: every server sees the new role', async () => {
    const { admin, headers } = await keptOnB('editor')
    const told = heard(b, aboutPerson(admin.id))
    const cli = await openDatabase({ url: first.database.url! })
    try {
      expect(await createOwnerByOperator(cli.db, admin.email)).toMatchObject({ kind: 'promoted' })
    } finally {
      await cli.close()
    }
    await told
    expect((await verify(b, headers)).json().data.admin.role).toBe('owner')
  })

  /**
   * Makes `app` deaf to NOTIFY (its own too), and has `headers`' next request on `app` made while the change is
   * written but not committed (right after the service calls personChanged), on another connection. Answers what
   * that request saw. Run outside the write's async context, so it does not join the write's unit of work.
   */
  function readWhileChanging(app: App, headers: Headers) {
    vi.spyOn(app.services.sessions, 'heard').mockImplementation(() => undefined)
    let start!: () => void
    const reading = new Promise<void>((resolve) => (start = resolve)).then(async () =>
      (await verify(app, headers)).json(),
    )
    const personChanged = app.services.sessions.personChanged
    vi.spyOn(app.services.sessions, 'personChanged').mockImplementation(async (id, tx) => {
      await personChanged(id, tx)
      start()
      await reading
    })
    return reading
  }

  it('a request that reads a person while a change of theirs is being written keeps nothing past the commit', async () => {
    // A write in the route's unit of work: a new role (every session ends).
    const moved = await keptOnB('editor')
    const meanwhile = readWhileChanging(a, moved.headers)
    expect((await on(a, 'PUT', `/users/${moved.admin.id}`, owner, { role: 'support' })).statusCode).toBe(200)
    expect((await meanwhile).data.admin.role).toBe('editor')
    expect((await verify(a, moved.headers)).statusCode).toBe(401)
    vi.restoreAllMocks()

    // A write in a unit of work of the service's own (two-factor routes record their own events).
    const admin = await createAdmin(first.db, { role: 'editor' })
    const [mine, other] = [(await signIn(a, admin.email)).headers, (await signIn(a, admin.email)).headers]
    const { secret } = (await on(a, 'POST', '/auth/2fa/setup', mine)).json().data as { secret: string }
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate()
    const seen = readWhileChanging(a, other)
    expect((await on(a, 'POST', '/auth/2fa/enable', mine, { code })).statusCode).toBe(200)
    expect((await seen).data.admin.twoFactorEnabled).toBe(false)
    expect((await verify(a, other)).json().data.admin.twoFactorEnabled).toBe(true)
  })

  it('a server that lost its listening connection keeps nothing until it listens again, then starts afresh', async () => {
    const { admin, headers } = await keptOnB()
    const pid = await b.authListener!.backendPid()
    expect(pid).toBeGreaterThan(0)
    await adminQuery(first.database.url!, `select pg_terminate_backend(${pid})`)
    // Lost: what B kept is gone at once, and nothing is kept meanwhile.
    await expect.poll(() => b.services.sessions.cache.size, { timeout: 10_000 }).toBe(0)
    // A change B cannot hear: the session ends on A while B is deaf.
    expect((await on(a, 'POST', '/auth/logout', headers)).statusCode).toBe(200)
    expect((await verify(b, headers)).statusCode).toBe(401)
    // Listening again: B keeps sessions again.
    const other = (await signIn(a, admin.email)).headers
    await expect
      .poll(
        async () => {
          await verify(b, other)
          return kept(b, other) !== undefined
        },
        { timeout: 15_000 },
      )
      .toBe(true)
    expect(await b.authListener!.backendPid()).not.toBe(pid)
  })
})
