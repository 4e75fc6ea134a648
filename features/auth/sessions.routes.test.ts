import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { staffSessions } from '../../platform/db/tables'
import { createAdmin, postLogin, signIn } from '../../tests/helpers/auth'
import { useTestApp } from '../../tests/helpers/test-app'
import { testDatabaseKind } from '../../tests/helpers/test-db'

describe(`server-side sessions (docs/product.md#sessions) on ${testDatabaseKind}`, () => {
  const h = useTestApp()
  type Headers = Record<string, string>
  const verify = (headers: Headers) => h.app.inject({ method: 'GET', url: '/api/auth/verify', headers })
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    h.app.inject({ method, url, headers, payload })

  async function person() {
    const admin = await createAdmin(h.db)
    const devices = [await signIn(h.app, admin.email), await signIn(h.app, admin.email)]
    return { admin, devices }
  }

  it('keeps each sign-in as a session with its device, IP address and times', async () => {
    const { admin, devices } = await person()
    await postLogin(h.app, admin.email, admin.password, {
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' },
      remoteAddress: '198.51.100.7',
    })
    const response = await call('GET', '/api/auth/sessions', devices[0]!.headers)
    expect(response.statusCode).toBe(200)
    const sessions = response.json().data as { current: boolean; userAgent: string; ip: string }[]
    expect(sessions).toHaveLength(3)
    expect(sessions.filter((session) => session.current)).toHaveLength(1)
    expect(sessions).toContainEqual(
      expect.objectContaining({
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
        ip: '198.51.100.7',
      }),
    )
    const [row] = await h.db.select().from(staffSessions).where(eq(staffSessions.userId, admin.id)).limit(1)
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(24 * 3600 * 1000, -4)
  })

  it('ends a session at sign-out: the same token fails at once, the other device stays signed in', async () => {
    const { devices } = await person()
    const [a, b] = devices as unknown as [{ headers: Headers }, { headers: Headers }]
    expect((await call('POST', '/api/auth/logout', a.headers, {})).json().data).toEqual({ ended: 1 })
    expect((await verify(a.headers)).statusCode).toBe(401)
    expect((await call('GET', '/api/auth/sessions', a.headers)).statusCode).toBe(401)
    expect((await verify(b.headers)).statusCode).toBe(200)
  })

  it('signs out everywhere', async () => {
    const { devices } = await person()
    const [a, b] = devices as unknown as [{ headers: Headers }, { headers: Headers }]
    const response = await call('POST', '/api/auth/logout', a.headers, { everywhere: true })
    expect(response.json().data).toEqual({ ended: 2 })
    expect((await verify(a.headers)).statusCode).toBe(401)
    expect((await verify(b.headers)).statusCode).toBe(401)
  })

  it('ends one other session, or all others, and never someone else’s', async () => {
    const { devices } = await person()
    const [a, b] = devices as unknown as [{ headers: Headers }, { headers: Headers }]
    const listed = (await call('GET', '/api/auth/sessions', a.headers)).json().data as {
      _id: string
      current: boolean
    }[]
    const other = listed.find((session) => !session.current)!
    const stranger = await signIn(h.app, (await createAdmin(h.db)).email)
    expect((await call('DELETE', `/api/auth/sessions/${other._id}`, stranger.headers)).statusCode).toBe(404)
    expect((await verify(b.headers)).statusCode).toBe(200)
    expect((await call('DELETE', `/api/auth/sessions/${other._id}`, a.headers)).statusCode).toBe(200)
    expect((await verify(b.headers)).statusCode).toBe(401)
    expect((await call('DELETE', `/api/auth/sessions/${other._id}`, a.headers)).json().message).toBe(
      'This session has already ended.',
    )

    const c = await signIn(
      h.app,
      (await h.app.inject({ method: 'GET', url: '/api/auth/verify', headers: a.headers })).json().data.admin
        .email,
    )
    expect((await call('POST', '/api/auth/sessions/end-others', a.headers)).json().data).toEqual({ ended: 1 })
    expect((await verify(c.headers)).statusCode).toBe(401)
    expect((await verify(a.headers)).statusCode).toBe(200)
  })

  it('forgets a person’s sessions that ended or expired more than 30 days ago when they sign in again', async () => {
    const { admin } = await person()
    const longAgo = new Date(Date.now() - 31 * 24 * 3600 * 1000)
    await h.db.update(staffSessions).set({ endedAt: longAgo }).where(eq(staffSessions.userId, admin.id))
    const recent = await signIn(h.app, admin.email)
    await call('POST', '/api/auth/logout', recent.headers, {})
    await signIn(h.app, admin.email)
    const rows = await h.db.select().from(staffSessions).where(eq(staffSessions.userId, admin.id))
    // The two from long ago are gone; the one just signed out and the open one stay.
    expect(rows).toHaveLength(2)
    expect(rows.filter((row) => row.endedAt === null)).toHaveLength(1)
  })

  it('a session that has expired answers 401 everywhere', async () => {
    const { admin, devices } = await person()
    await h.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.userId, admin.id))
    for (const device of devices) {
      expect((await verify(device.headers)).statusCode).toBe(401)
      expect((await call('GET', '/api/contact', device.headers)).statusCode).toBe(401)
    }
  })
})
