import { eq } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminUsers, staffSessions } from '../../platform/db/tables'
import { createAdmin, signIn, TEST_PASSWORD } from '../../tests/helpers/auth'
import { useTestApp } from '../../tests/helpers/test-app'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import type { Role } from '../../platform/auth/access'
import { insertResetToken } from './password-reset.repository'
import { hashResetToken } from './password-reset.service'
import { RECHECK_MS } from './session-cache'
import { TWO_FACTOR_SETUP_REQUIRED } from './two-factor.schema'

type Headers = { authorization: string }

/**
 * docs/product.md#sessions: a signed-in request reads nothing — its session and the security settings are kept in
 * the process — and every change that ends a session or changes what it allows is seen by the very next request.
 */
describe(`the signed-in cache on ${testDatabaseKind}`, () => {
  const h = useTestApp()
  let owner: { headers: Headers }
  let ip = 0
  const nextIp = () => `203.0.${Math.floor(++ip / 250)}.${ip % 250}`

  beforeAll(async () => {
    owner = await signIn(h.app, (await createAdmin(h.db)).email)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: Headers,
    payload?: object,
  ) => h.app.inject({ method, url: `/api${url}`, headers, payload, remoteAddress: nextIp() })
  const verify = (headers: Headers) => request('GET', '/auth/verify', headers)
  const tokenOf = (headers: Headers) => headers.authorization.slice('Bearer '.length)
  const cached = (headers: Headers) => h.app.services.sessions.cache.session(tokenOf(headers))

  /** A person signed in on two devices, each token used once (so kept), and the person's id. */
  async function person(role: Role = 'editor') {
    const admin = await createAdmin(h.db, { role })
    const a = await signIn(h.app, admin.email)
    const b = await signIn(h.app, admin.email)
    for (const device of [a, b]) {
      expect((await verify(device.headers)).statusCode).toBe(200)
      expect(cached(device.headers)).toMatchObject({ person: { id: admin.id } })
    }
    return { admin, a: a.headers, b: b.headers }
  }

  it('keeps a verified session: the next request is answered from memory, as before', async () => {
    const { admin, a } = await person('support')
    const answer = (await verify(a)).json().data.admin
    expect(answer).toEqual({
      _id: admin.id,
      name: admin.name,
      email: admin.email,
      role: 'support',
      twoFactorEnabled: false,
      twoFactorSetupRequired: false,
    })
    expect(cached(a)).toBeDefined()
    expect((await request('GET', '/contact', a)).statusCode).toBe(200)
    expect((await request('GET', '/users', a)).statusCode).toBe(403)
    // From memory: a row changed behind the application's back (no service, no notification) is not read.
    await h.db.update(adminUsers).set({ name: 'Changed in the database' }).where(eq(adminUsers.id, admin.id))
    expect((await verify(a)).json().data.admin.name).toBe(admin.name)
  })

  it('signing out refuses the token on the very next request; the other device stays', async () => {
    const { a, b } = await person()
    expect((await request('POST', '/auth/logout', a)).statusCode).toBe(200)
    expect((await verify(a)).statusCode).toBe(401)
    expect((await verify(b)).statusCode).toBe(200)
  })

  it('signing out everywhere refuses every token of the person at once', async () => {
    const { a, b } = await person()
    expect((await request('POST', '/auth/logout', a, { everywhere: true })).json().data).toEqual({ ended: 2 })
    expect((await verify(b)).statusCode).toBe(401)
    expect((await verify(a)).statusCode).toBe(401)
  })

  it('ending one session, or the others, refuses those tokens at once', async () => {
    const { admin, a, b } = await person()
    const other = (await request('GET', '/auth/sessions', a))
      .json()
      .data.find((session: { current: boolean }) => !session.current) as { _id: string }
    expect((await request('DELETE', `/auth/sessions/${other._id}`, a)).statusCode).toBe(200)
    expect((await verify(b)).statusCode).toBe(401)
    expect((await verify(a)).statusCode).toBe(200)

    const c = (await signIn(h.app, admin.email)).headers
    expect((await verify(c)).statusCode).toBe(200)
    expect((await request('POST', '/auth/sessions/end-others', a)).json().data).toEqual({ ended: 1 })
    expect((await verify(c)).statusCode).toBe(401)
    expect((await verify(a)).statusCode).toBe(200)
  })

  it('a kept session still ends at its expiry time, to the second', async () => {
    const { a } = await person()
    const { expiresAt } = cached(a) as { expiresAt: number }
    vi.useFakeTimers({ toFake: ['Date'], now: expiresAt - 1000 })
    expect((await verify(a)).statusCode).toBe(200)
    vi.setSystemTime(expiresAt)
    // Refused by the cache itself, which no longer keeps it.
    expect(cached(a)).toBe('expired')
    expect(cached(a)).toBeUndefined()
    expect((await verify(a)).statusCode).toBe(401)
    expect((await request('GET', '/auth/sessions', a)).statusCode).toBe(401)
  })

  it('a password reset, and a password change, refuse every earlier token at once', async () => {
    const reset = await person()
    const token = 'reset-token-for-the-cache-test-0123456789'
    await insertResetToken(h.db, {
      adminId: reset.admin.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(Date.now() + 60_000),
    })
    const answer = await request('POST', '/auth/reset-password', undefined, {
      token,
      password: 'a new password',
    })
    expect(answer.statusCode).toBe(200)
    expect((await verify(reset.a)).statusCode).toBe(401)
    expect((await verify(reset.b)).statusCode).toBe(401)

    const change = await person()
    const changed = await request('PUT', '/auth/update-credentials', change.a, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'another new password',
    })
    expect(changed.statusCode).toBe(200)
    expect((await verify(change.b)).statusCode).toBe(401)
    expect((await verify(change.a)).statusCode).toBe(401)
    expect((await verify({ authorization: `Bearer ${changed.json().data.token}` })).statusCode).toBe(200)
  })

  it('a new name or e-mail address is seen by the very next request', async () => {
    const { admin, a, b } = await person()
    const changed = await request('PUT', '/auth/update-credentials', a, { name: 'Renamed Person' })
    expect(changed.statusCode).toBe(200)
    expect((await verify(b)).json().data.admin.name).toBe('Renamed Person')
    expect((await verify(a)).json().data.admin.name).toBe('Renamed Person')
    const email = `moved-${admin.email}`
    expect((await request('PUT', '/auth/update-credentials', b, { email })).statusCode).toBe(200)
    expect((await verify(a)).json().data.admin.email).toBe(email)
    expect((await verify(b)).json().data.admin.email).toBe(email)
  })

  it('deactivation, a new role and removal refuse the person’s tokens at once', async () => {
    for (const change of [
      (id: string) => request('PUT', `/users/${id}`, owner.headers, { status: 'deactivated' }),
      (id: string) => request('PUT', `/users/${id}`, owner.headers, { role: 'support' }),
      (id: string) => request('DELETE', `/users/${id}`, owner.headers),
    ]) {
      const { admin, a, b } = await person()
      expect((await change(admin.id)).statusCode).toBe(200)
      expect((await verify(a)).statusCode).toBe(401)
      expect((await request('GET', '/auth/sessions', b)).statusCode).toBe(401)
    }
  })

  it('a new two-factor policy, and the person’s own two-factor sign-in, are seen by the very next request', async () => {
    const { a, b } = await person('editor')
    const write = (headers: Headers) =>
      request('POST', '/services', headers, { title: 'Cache test', shortDescription: 'Kept?' })
    expect((await write(a)).statusCode).toBe(201)
    expect(h.app.services.sessions.cache.requiredRoles()).toEqual([])

    const policy = (roles: Role[]) =>
      request('PUT', '/security/settings', owner.headers, { twoFactorRequiredRoles: roles })
    expect((await policy(['editor'])).statusCode).toBe(200)
    const refused = await write(a)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(TWO_FACTOR_SETUP_REQUIRED)
    expect((await verify(b)).json().data.admin).toMatchObject({ twoFactorSetupRequired: true })

    // They set it up: their sessions go on, and may write again.
    const { secret } = (await request('POST', '/auth/2fa/setup', a)).json().data as { secret: string }
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate()
    expect((await request('POST', '/auth/2fa/enable', a, { code })).statusCode).toBe(200)
    expect((await verify(b)).json().data.admin).toMatchObject({
      twoFactorEnabled: true,
      twoFactorSetupRequired: false,
    })
    expect((await write(b)).statusCode).toBe(201)

    // And turn it off again: held back at once.
    expect((await request('POST', '/auth/2fa/disable', a, { password: TEST_PASSWORD })).statusCode).toBe(200)
    expect((await write(b)).statusCode).toBe(403)

    // The policy lifted: allowed at once.
    expect((await policy([])).statusCode).toBe(200)
    expect((await write(a)).statusCode).toBe(201)
  })

  it('notes "last seen" at most once a minute', async () => {
    const { admin, a } = await person()
    const lastSeen = async () =>
      (await h.db.select().from(staffSessions).where(eq(staffSessions.userId, admin.id))).map((row) =>
        row.lastSeenAt.getTime(),
      )
    const twoMinutesAgo = new Date(Date.now() - 120_000)
    await h.db
      .update(staffSessions)
      .set({ lastSeenAt: twoMinutesAgo })
      .where(eq(staffSessions.userId, admin.id))
    // Kept: no write for a request within the minute.
    expect((await verify(a)).statusCode).toBe(200)
    expect(await lastSeen()).toEqual([twoMinutesAgo.getTime(), twoMinutesAgo.getTime()])
    // A minute on, the session is read again and noted as used.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + RECHECK_MS })
    expect((await verify(a)).statusCode).toBe(200)
    const [first, second] = await lastSeen()
    expect(Math.max(first!, second!)).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000)
    expect(Math.min(first!, second!)).toBe(twoMinutesAgo.getTime())
  })
})
