import { describe, expect, it } from 'vitest'
import { tooManyMessage } from '../platform/http/client-limits'
import { createAdmin, signIn, TEST_PASSWORD } from '../tests/helpers/auth'
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

  it('weighs any other anonymous write as three reads', async () => {
    const client = newAddress()
    const subscribe = (n: number) =>
      h.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        remoteAddress: client,
        payload: { email: `reader${n}-${address}@example.com` },
      })
    for (let n = 0; n < 3; n++) expect((await subscribe(n)).statusCode).toBeLessThan(300)
    // Nine units spent: a write no longer fits, a read does.
    expect((await subscribe(3)).statusCode).toBe(429)
    expect((await get(uncached(), client)).statusCode).toBeLessThan(429)
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

describe(`per-client limits at the production prices on ${testDatabaseKind}`, () => {
  // The configuration every test app gets: the defaults of production (burst 100, 10 a second).
  const h = useTestApp()
  let asked = 0
  const uncached = (remoteAddress: string) =>
    h.app.inject({ method: 'GET', url: `/api/events?category=office-${++asked}`, remoteAddress })
  const statusesOf = async (responses: Promise<{ statusCode: number }>[]) =>
    (await Promise.all(responses)).map((response) => response.statusCode)

  it('are never met by an office behind one address, nor by a crawler', async () => {
    expect(h.config.clientLimits).toMatchObject({ burst: 100, perSecond: 10 })
    const staff = await Promise.all([1, 2, 3, 4, 5].map(() => createAdmin(h.db, { role: 'editor' })))
    const office = '198.51.100.20'
    // Fifty browsers at once ask for what no cache has, and five people sign in at the same moment.
    const statuses = await statusesOf([
      ...Array.from({ length: 50 }, () => uncached(office)),
      ...staff.map((person) =>
        h.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: office,
          payload: { email: person.email, password: TEST_PASSWORD },
        }),
      ),
    ])
    expect(statuses).toEqual(Array<number>(55).fill(200))

    // A crawler: twenty at once, then uncached reads at eight a second for three seconds.
    const crawler = '198.51.100.21'
    expect(await statusesOf(Array.from({ length: 20 }, () => uncached(crawler)))).toEqual(
      Array<number>(20).fill(200),
    )
    for (let i = 0; i < 24; i++) {
      const started = Date.now()
      expect((await uncached(crawler)).statusCode).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 125 - (Date.now() - started))))
    }
  })

  it('refuse a client asking for more than the burst at once', async () => {
    const flooder = '198.51.100.22'
    const statuses = await statusesOf(Array.from({ length: 130 }, () => uncached(flooder)))
    const refused = statuses.filter((status) => status === 429).length
    // A hundred units, and what refilled while the first ones were answered (10 a second).
    expect(refused).toBeGreaterThan(0)
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(100)
  })
})

describe(`per-client limits remember a bounded number of addresses on ${testDatabaseKind}`, () => {
  const h = useTestApp({ env: { ...LIMITS, CLIENT_LIMIT_ADDRESSES: '100' } })

  it('never more than CLIENT_LIMIT_ADDRESSES, however many addresses ask', async () => {
    for (let i = 0; i < 400; i++) {
      const response = await h.app.inject({
        url: `/api/events?category=many-${i}`,
        remoteAddress: `10.20.${Math.floor(i / 250)}.${i % 250}`,
      })
      expect(response.statusCode).toBe(200)
    }
    expect(h.app.clientLimits!.size).toBeLessThanOrEqual(100)
    // The most recent addresses are still remembered: one of them, over its budget, is still refused.
    const last = '203.0.113.250'
    for (let i = 0; i < 10; i++)
      await h.app.inject({ url: `/api/events?category=last-${i}`, remoteAddress: last })
    expect((await h.app.inject({ url: '/api/events?category=last-x', remoteAddress: last })).statusCode).toBe(
      429,
    )
    expect(h.app.clientLimits!.size).toBeLessThanOrEqual(100)
  })
})
