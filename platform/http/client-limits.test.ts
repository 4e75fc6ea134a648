import fastifyHelmet from '@fastify/helmet'
import Fastify from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../config'
import { answerPage } from '../../tests/helpers/page-server'
import { cachedPageHook } from '../cached-response'
import { createPageCache, type RenderedPage } from '../page-cache'
import {
  clientKey,
  COST,
  createClientBuckets,
  isInternalAddress,
  MAX_HELD,
  registerClientLimits,
  tooManyMessage,
  tooManyPage,
} from './client-limits'

/** A clock the test moves by hand. */
function clock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('client buckets (GCRA)', () => {
  it('lets a client spend its burst at once, then refuses until the bucket refills', () => {
    const time = clock()
    const buckets = createClientBuckets({ burst: 20, perSecond: 10, now: time.now })
    for (let i = 0; i < 20; i++) expect(buckets.take('a', 1)).toBe(0)
    // The 21st unit is there in 100 ms (10 a second).
    expect(buckets.take('a', 1)).toBeCloseTo(100)
    // A refusal spends nothing: still 100 ms to wait.
    expect(buckets.take('a', 1)).toBeCloseTo(100)
    time.advance(100)
    expect(buckets.take('a', 1)).toBe(0)
    expect(buckets.take('a', 1)).toBeGreaterThan(0)
    // Another client has its own budget.
    expect(buckets.take('b', COST.password)).toBe(0)
    expect(buckets.left('b')).toBeCloseTo(10)
    // Two seconds later the first client's bucket is full again: a whole burst.
    time.advance(2_000)
    expect(buckets.left('a')).toBe(20)
    for (let i = 0; i < 20; i++) expect(buckets.take('a', 1)).toBe(0)
  })

  it('weighs a sign-in as ten reads, and refuses one that does not fit', () => {
    const time = clock()
    const buckets = createClientBuckets({ burst: 25, perSecond: 5, now: time.now })
    expect(buckets.take('a', COST.password)).toBe(0)
    expect(buckets.take('a', COST.password)).toBe(0)
    // 5 units left: reads and other writes still pass, a sign-in waits for 5 more (one second).
    expect(buckets.take('a', COST.password)).toBeCloseTo(1_000)
    expect(buckets.take('a', COST.write)).toBe(0)
    expect(buckets.take('a', COST.read)).toBe(0)
    expect(buckets.take('a', COST.write)).toBeGreaterThan(0)
  })

  it('charges work already done whatever is left, but never more than a full bucket of debt', () => {
    const time = clock()
    const buckets = createClientBuckets({ burst: 10, perSecond: 10, now: time.now })
    for (let i = 0; i < 50; i++) buckets.charge('a', COST.password)
    // Empty, and full again a burst's time (one second) later: no longer.
    expect(buckets.left('a')).toBeCloseTo(0)
    time.advance(1_000)
    expect(buckets.left('a')).toBe(10)
  })

  it('keeps memory bounded whatever the number of addresses', () => {
    const time = clock()
    const buckets = createClientBuckets({ burst: 10, perSecond: 1, maxClients: 1_000, now: time.now })
    for (let i = 0; i < 200_000; i++) {
      buckets.take(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 1)
      if (i % 10_000 === 0) time.advance(10)
    }
    expect(buckets.size).toBeLessThanOrEqual(1_000)
    // Once their buckets have refilled, the addresses are forgotten.
    time.advance(61_000)
    buckets.take('192.0.2.1', 1)
    expect(buckets.size).toBe(1)
  })
})

describe('the production prices (docs/decisions/0016)', () => {
  const prices = (() => {
    const defaults = loadConfig({}, { persistSecret: false }).clientLimits
    if (!defaults) throw new Error('the per-client limits are on by default')
    return defaults
  })()

  /** Spends each `[at ms, cost]` in order on one client's budget: the ones refused. */
  function refusals(events: [number, number][]): number {
    const time = clock(0)
    const buckets = createClientBuckets({ ...prices, now: time.now })
    let refused = 0
    for (const [at, cost] of events) {
      time.advance(at - time.now())
      if (buckets.take('office', cost) !== 0) refused += 1
    }
    return refused
  }
  const at = (count: number, everyMs: number, cost: number, from = 0): [number, number][] =>
    Array.from({ length: count }, (_, i) => [from + i * everyMs, cost])

  it('are never met by an office of fifty behind one address', () => {
    // Just after a write, all fifty open the page it changed in the same moment (each view counted, though the
    // page cache renders it once); then each opens a page every ten seconds for an hour, one in five of them
    // not in the cache.
    expect(refusals([...at(50, 0, COST.read), ...at(3_600, 1_000, COST.read, 1)])).toBe(0)
    // The morning: fifty people sign in within the same minute, then ten more at once after a meeting.
    expect(refusals([...at(50, 1_200, COST.password), ...at(10, 0, COST.password, 120_000)])).toBe(0)
    // A form sent by thirty of them within the same second (a contact message, a newsletter sign-up).
    expect(refusals(at(30, 30, COST.write))).toBe(0)
  })

  it('are never met by a crawler, nor by a person', () => {
    // A crawler with a few connections: twenty pages at once, then five uncached pages a second for an hour.
    expect(refusals([...at(20, 0, COST.read), ...at(18_000, 200, COST.read, 1)])).toBe(0)
    // Even at ten uncached pages a second, the refill rate, for an hour.
    expect(refusals(at(36_000, 100, COST.read))).toBe(0)
    // A person: a wrong password, the right one, a contact message, thirty pages none of which is cached.
    expect(
      refusals([...at(2, 5_000, COST.password), [10_000, COST.write], ...at(30, 2_000, COST.read, 15_000)]),
    ).toBe(0)
  })

  it('hold a flood to its burst and then the refill rate', () => {
    // Fifty connections asking for uncached work as fast as the server answers (here: a request per millisecond,
    // for ten seconds): a hundred units, then ten a second.
    const flood = at(10_000, 1, COST.read)
    expect(flood.length - refusals(flood)).toBeLessThanOrEqual(prices.burst + 10 * prices.perSecond + 1)
  })
})

describe('client keys', () => {
  it('is the IPv4 address, or the /64 network of an IPv6 one', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('tells the addresses a local reverse proxy connects from', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.1',
      '::1',
      '::ffff:127.0.0.1',
      'fd00::1',
    ])
      expect(isInternalAddress(address), address).toBe(true)
    for (const address of ['203.0.113.7', '172.32.0.1', '2001:db8::1', undefined])
      expect(isInternalAddress(address), String(address)).toBe(false)
  })
})

describe('the answer past the limit', () => {
  it('is a small page that runs no script, and a message with the seconds to wait', () => {
    const page = tooManyPage(3)
    expect(page).toContain('<title>Too many requests</title>')
    expect(page).toContain('try again in 3 seconds')
    expect(page).not.toMatch(/<script|<link|src=/i)
    expect(page.length).toBeLessThan(2_000)
    expect(tooManyMessage(1)).toBe(
      'Too many requests from your network in a short time. Please try again in 1 second.',
    )
  })
})

/** The wiring of server/app.ts and server/ssr.ts around a page that renders without React Router. */
/** By default a bucket of 10 units that refills at one in 100 s: a slow machine's seconds refill nothing. */
async function pageServer(settings = { burst: 10, perSecond: 0.01 }, holdMs = 0, trustProxy = false) {
  const cache = createPageCache()
  const app = Fastify({ logger: false, trustProxy })
  const warnings: unknown[][] = []
  const log = Object.assign(Object.create(app.log) as typeof app.log, {
    warn: (...args: unknown[]) => warnings.push(args),
  })
  let renders = 0
  app.addHook('onRequest', cachedPageHook({ pages: cache }))
  const limits = registerClientLimits(app, {
    settings,
    answers: { pages: cache },
    trustProxy,
    isSignedIn: () => false,
    log,
    holdMs,
  })
  await app.register(fastifyHelmet, { contentSecurityPolicy: false })
  app.get('/assets/app.js', async (_request, reply) => reply.type('text/javascript').send('1'))
  app.get('/api/things', async () => ({ success: true, data: [] }))
  // Answers when the test says so, one at a time.
  const gates: (() => void)[] = []
  const slow = {
    started: 0,
    finishOne: () => gates.shift()?.(),
  }
  app.get('/api/slow', async () => {
    slow.started += 1
    await new Promise<void>((resolve) => gates.push(resolve))
    return { success: true, data: [] }
  })
  app.get('/*', async (request, reply) => {
    const render = async (): Promise<RenderedPage> => {
      renders += 1
      const found = !request.url.startsWith('/missing')
      return {
        status: found ? 200 : 404,
        headers: { 'content-type': 'text/html' },
        body: Buffer.from(`<!DOCTYPE html><p>${found ? 'page' : 'not found'}</p>`),
      }
    }
    return answerPage(cache, request, reply, render)
  })
  return {
    app,
    limits,
    slow,
    warnings,
    get renders() {
      return renders
    },
  }
}

let server: Awaited<ReturnType<typeof pageServer>> | undefined
afterEach(async () => {
  await server?.app.close()
  server = undefined
})

describe('limits on pages', () => {
  const from =
    (remoteAddress: string) =>
    (url: string, headers: Record<string, string> = {}) =>
      server!.app.inject({ url, remoteAddress, headers })

  it('answer 429 with Retry-After and a page past the budget; cache hits, files and other addresses pass', async () => {
    server = await pageServer()
    const flooder = from('203.0.113.9')
    // The first view of a page fills the cache (a render, charged); its later views are hits (free).
    expect((await flooder('/')).statusCode).toBe(200)
    for (let i = 0; i < 9; i++) expect((await flooder(`/missing-${i}`)).statusCode).toBe(404)
    const refused = await flooder('/missing-again')
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(refused.headers['cache-control']).toBe('no-store')
    expect(refused.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/)
    expect(refused.body).toContain('Too many requests')
    // The first refusal is logged, with the client; the next ones within a minute only counted.
    expect(server.warnings).toEqual([
      [{ client: '203.0.113.9', refused: 1 }, expect.stringMatching(/^client limits: answered 429/)],
    ])
    const renders = server.renders
    expect(renders).toBe(10)

    // Over budget, the address still gets every cached page, in every form, and files.
    for (let i = 0; i < 20; i++) {
      expect((await flooder('/', { 'accept-encoding': 'br' })).statusCode).toBe(200)
      expect((await flooder('/?utm_source=x')).statusCode).toBe(200)
    }
    const etag = String((await flooder('/')).headers.etag)
    expect((await flooder('/', { 'if-none-match': etag })).statusCode).toBe(304)
    expect(
      (await server.app.inject({ method: 'HEAD', url: '/', remoteAddress: '203.0.113.9' })).statusCode,
    ).toBe(200)
    expect((await flooder('/assets/app.js')).statusCode).toBe(200)
    // What would cost work is still refused: a page asked for with credentials (rendered), the API.
    expect((await flooder('/', { authorization: 'Bearer x' })).statusCode).toBe(429)
    expect((await flooder('/api/things')).statusCode).toBe(429)
    expect(server.renders).toBe(renders)
    expect(server.warnings).toHaveLength(1)

    // Another address is unaffected.
    const visitor = from('198.51.100.4')
    expect((await visitor('/missing-x')).statusCode).toBe(404)
    expect((await visitor('/')).statusCode).toBe(200)
  })

  it('answers the API with its envelope', async () => {
    server = await pageServer()
    const flooder = from('203.0.113.9')
    for (let i = 0; i < 10; i++) expect((await flooder(`/api/things?q=${i}`)).statusCode).toBe(200)
    const refused = await flooder('/api/things?q=x')
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['content-type']).toBe('application/json; charset=utf-8')
    // One unit, in 100 s.
    const seconds = Number(refused.headers['retry-after'])
    expect(seconds).toBeGreaterThanOrEqual(95)
    expect(seconds).toBeLessThanOrEqual(100)
    expect(refused.json()).toEqual({ success: false, message: tooManyMessage(seconds) })
  })

  it('holds a refusal for about a second before answering it, but never more than MAX_HELD at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      // A unit in 100 s: however long the thousand requests take, none is let through.
      server = await pageServer({ burst: 10, perSecond: 0.01 }, 1_000)
      const flooder = from('203.0.113.9')
      for (let i = 0; i < 10; i++) await flooder(`/api/things?q=${i}`)
      const statuses: number[] = []
      const all = Array.from({ length: MAX_HELD + 5 }, () =>
        flooder('/api/things').then((response) => statuses.push(response.statusCode)),
      )
      // The ones past MAX_HELD are answered at once; the others wait for their timers.
      for (let i = 0; i < 10_000 && statuses.length < 5; i++)
        await new Promise((resolve) => setImmediate(resolve))
      expect(statuses).toEqual([429, 429, 429, 429, 429])
      await vi.advanceTimersByTimeAsync(400)
      expect(statuses).toHaveLength(5)
      await vi.advanceTimersByTimeAsync(1_200)
      await Promise.all(all)
      expect(statuses).toHaveLength(MAX_HELD + 5)
      expect(new Set(statuses)).toEqual(new Set([429]))
    } finally {
      vi.useRealTimers()
    }
  })

  it('runs two requests of a client’s uncached work at once; the others wait their turn, other clients do not', async () => {
    server = await pageServer({ burst: 100, perSecond: 0.01 })
    const flooder = from('203.0.113.9')
    const first = [flooder('/api/slow'), flooder('/api/slow'), flooder('/api/slow'), flooder('/api/slow')]
    await vi.waitFor(() => expect(server!.slow.started).toBe(2))
    // Another client is not in that line.
    const other = from('198.51.100.4')('/api/slow')
    await vi.waitFor(() => expect(server!.slow.started).toBe(3))
    server.slow.finishOne()
    await vi.waitFor(() => expect(server!.slow.started).toBe(4))
    expect(server.limits.size).toBe(2)
    for (let i = 0; i < 3; i++) server.slow.finishOne()
    await vi.waitFor(() => expect(server!.slow.started).toBe(5))
    server.slow.finishOne()
    for (const response of await Promise.all([...first, other])) expect(response.statusCode).toBe(200)
  })

  it('refills at the configured rate', async () => {
    server = await pageServer({ burst: 10, perSecond: 2 })
    const flooder = from('203.0.113.9')
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => (await flooder(`/missing-${i}`)).statusCode),
    )
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1)
    expect((await flooder('/missing')).statusCode).toBe(429)
    // One unit every 500 ms.
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect((await flooder('/missing')).statusCode).toBe(404)
  })

  it('stands aside for requests through a proxy it does not trust; a client’s own X-Forwarded-For changes nothing', async () => {
    server = await pageServer()
    // X-Forwarded-For from a local address without TRUST_PROXY: every visitor would share the proxy's budget.
    for (let i = 0; i < 30; i++) {
      const response = await server.app.inject({
        url: `/missing-${i}`,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      })
      expect(response.statusCode).toBe(404)
    }
    // Said once, not per request.
    expect(server.warnings).toEqual([[expect.stringMatching(/TRUST_PROXY is not set/)]])
    // From a public address the header changes nothing: the address is the client's.
    for (let i = 0; i < 10; i++) {
      await server.app.inject({
        url: `/missing-${i}`,
        remoteAddress: '198.51.100.1',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      })
    }
    const response = await server.app.inject({
      url: '/missing',
      remoteAddress: '198.51.100.1',
      headers: { 'x-forwarded-for': '192.0.2.200' },
    })
    expect(response.statusCode).toBe(429)
  })

  it('counts each client behind a trusted proxy by its X-Forwarded-For address (TRUST_PROXY)', async () => {
    server = await pageServer(undefined, 0, true)
    const through = (client: string, url: string) =>
      server!.app.inject({ url, remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': client } })
    for (let i = 0; i < 10; i++) expect((await through('203.0.113.9', `/missing-${i}`)).statusCode).toBe(404)
    expect((await through('203.0.113.9', '/missing')).statusCode).toBe(429)
    // Another visitor through the same proxy has a budget of its own, and so does the proxy's own address.
    expect((await through('198.51.100.4', '/missing')).statusCode).toBe(404)
    expect((await server.app.inject({ url: '/missing', remoteAddress: '10.0.0.2' })).statusCode).toBe(404)
  })
})
