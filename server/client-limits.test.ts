import { describe, expect, it } from 'vitest'
import { tooManyMessage } from '../platform/http/client-limits'
import { createAdmin, signIn } from '../tests/helpers/auth'
import { testDatabaseKind } from '../tests/helpers/test-db'
import { useTestApp } from '../tests/helpers/test-app'
import { createService } from '../tests/factories/services'

// Small numbers: a bucket of 10 units (one sign-in, or ten uncached reads), refilled at one unit in 100 s, so that
// a test's seconds (and the second each refusal is held: HOLD_MS) refill nothing.
const LIMITS = { CLIENT_LIMITS: 'true', CLIENT_LIMIT_BURST: '10', CLIENT_LIMIT_PER_SECOND: '0.01' }

describe(`per-client limits on the API on ${testDatabaseKind}`, () => {
  const h = useTestApp({ env: LIMITS })
  let address = 0
  /** A fresh client address, with a full bucket. */
  const newAddress = () => `203.0.113.${++address}`
  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url, remoteAddress, headers })
  let asked = 0
  /** Work no cache can answer: public JSON for a query no one asked before, or an unknown API path. */
  const uncached = () => (++asked % 2 ? `/api/events?category=c${asked}` : `/api/no-such-thing-${asked}`)

  it('answers 429 with Retry-After and the error envelope past the budget; another address is unaffected', async () => {
    const flooder = newAddress()
    for (let i = 0; i < 10; i++) expect((await get(uncached(), flooder)).statusCode).toBeLessThan(429)
    const refused = await get(uncached(), flooder)
    expect(refused.statusCode).toBe(429)
    // One unit, in 100 s (less the half second the refusal is held at least, and the test's own time).
    const seconds = Number(refused.headers['retry-after'])
    expect(seconds).toBeGreaterThanOrEqual(95)
    expect(seconds).toBeLessThanOrEqual(100)
    expect(refused.headers['cache-control']).toBe('no-store')
    expect(refused.json()).toEqual({ success: false, message: tooManyMessage(seconds) })
    expect((await get(uncached(), newAddress())).statusCode).toBeLessThan(429)
    // Files cost nothing: /uploads still answers.
    expect((await get('/uploads/services/none.webp', flooder)).statusCode).toBe(404)
  })

  it('weighs a sign-in as ten reads', async () => {
    const client = newAddress()
    const attempt = () =>
      h.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: client,
        payload: { email: 'nobody@company.test', password: 'wrong-password' },
      })
    expect((await attempt()).statusCode).toBe(401)
    const refused = await attempt()
    expect(refused.statusCode).toBe(429)
    // Ten units, at one in 100 s.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(990)
    expect(refused.json().message).toBe(tooManyMessage(1000))
    expect((await get(uncached(), client)).statusCode).toBe(429)
  })

  it('never holds up a signed-in editor, even from an address over its budget (an office behind one NAT)', async () => {
    const editor = await createAdmin(h.db, { role: 'editor' })
    const { headers } = await signIn(h.app, editor.email)
    const service = await createService(h.db)
    const office = newAddress()
    for (let i = 0; i < 10; i++) await get(uncached(), office)
    expect((await get(uncached(), office)).statusCode).toBe(429)

    for (let i = 0; i < 15; i++) {
      const saved = await h.app.inject({
        method: 'PUT',
        url: `/api/services/${service.id}`,
        remoteAddress: office,
        headers,
        payload: { title: `Saved ${i}` },
      })
      expect(saved.statusCode).toBe(200)
      expect((await get('/api/services?all=1', office, headers)).statusCode).toBe(200)
    }
    // The anonymous neighbour is still refused, and so is a token that is not a session's: it is anonymous work.
    expect((await get(uncached(), office)).statusCode).toBe(429)
    expect((await get(uncached(), office, { authorization: 'Bearer not.a.token' })).statusCode).toBe(429)
  })

  it('charges requests whose credentials the API refused at once', async () => {
    const client = newAddress()
    for (let i = 0; i < 10; i++) {
      const response = await get('/api/contact', client, { authorization: `Bearer forged.token.${i}` })
      expect(response.statusCode).toBe(401)
    }
    expect((await get(uncached(), client)).statusCode).toBe(429)
  })

  it('never charges or refuses an answer the response cache has, whatever its spelling', async () => {
    const client = newAddress()
    const first = await get('/api/services/active', client)
    expect(first.statusCode).toBe(200)
    await get('/api/team', client)
    for (let i = 0; i < 8; i++) await get(uncached(), client)
    expect((await get(uncached(), client)).statusCode).toBe(429)
    for (let i = 0; i < 20; i++) {
      // The same answers: as kept, with parameters the routes do not read, revalidated, with HEAD.
      expect((await get('/api/services/active', client)).statusCode).toBe(200)
      expect((await get(`/api/services/active?utm_source=mail&n=${i}`, client)).statusCode).toBe(200)
      expect((await get(`/api/team?ref=${i}`, client)).statusCode).toBe(200)
      const etag = String(first.headers.etag)
      expect((await get('/api/services/active?x=1', client, { 'if-none-match': etag })).statusCode).toBe(304)
      expect(
        (await h.app.inject({ method: 'HEAD', url: `/api/services/active?n=${i}`, remoteAddress: client }))
          .statusCode,
      ).toBe(200)
    }
    // A query the route reads is an answer of its own: not kept yet, so charged.
    expect((await get('/api/team?isActive=false', client)).statusCode).toBe(429)
  })
})

describe(`per-client limits switched off on ${testDatabaseKind}`, () => {
  const h = useTestApp({ env: { ...LIMITS, CLIENT_LIMITS: 'false' } })

  it('never answer 429', async () => {
    for (let i = 0; i < 40; i++) {
      expect(
        (await h.app.inject({ url: `/api/events?category=c${i}`, remoteAddress: '203.0.113.1' })).statusCode,
      ).toBe(200)
    }
    expect(h.app.clientLimits).toBeUndefined()
  })
})
