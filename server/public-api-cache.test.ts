import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminSession } from '../tests/helpers/auth'
import { useTestApp } from '../tests/helpers/test-app'
import { createCategory, createEvent, createProduct } from '../tests/factories/categories'
import { createCompany } from '../tests/factories/company'
import { createClient, createPartner, createTeamMember } from '../tests/factories/people'
import { createService } from '../tests/factories/services'

// The public API answered like a page (docs/decisions/0015): from the response cache, compressed once per fill,
// with an ETag and 304, forgotten by a write of its content area. Runs on PGlite and on PostgreSQL.
describe('public API answers from the response cache', () => {
  const t = useTestApp()
  let headers: { authorization: string }
  const ids = {} as Record<'service' | 'category' | 'event' | 'team' | 'partner' | 'client', string>

  beforeAll(async () => {
    ;({ headers } = await adminSession(t.app, t.db))
    await createCompany(t.db, {
      name: 'Cached Company',
      socialMedia: { facebook: 'https://facebook.com/cached' },
    })
    ids.service = (await createService(t.db, { title: 'Cached Service' })).id
    await createService(t.db, { title: 'Hidden Service', status: 'inactive' })
    ids.category = (await createCategory(t.db)).id
    ids.event = (await createEvent(t.db, ids.category)).id
    await createProduct(t.db, ids.category)
    ids.team = (await createTeamMember(t.db)).id
    ids.partner = (await createPartner(t.db)).id
    ids.client = (await createClient(t.db)).id
  })

  const get = (url: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: extra })
  /** An administrator's write. */
  const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers, payload })

  it('answers every public read of content with an ETag, and 304 when the client has it', async () => {
    const urls = [
      '/api/services',
      '/api/services/active',
      `/api/services/${ids.service}`,
      '/api/categories',
      `/api/categories/${ids.category}?includeEvents=true&includeProducts=true`,
      `/api/categories/${ids.category}/events`,
      `/api/categories/${ids.category}/products`,
      '/api/events',
      `/api/events/${ids.event}`,
      '/api/team',
      `/api/team/${ids.team}`,
      '/api/partners',
      `/api/partners/${ids.partner}`,
      '/api/clients',
      `/api/clients/${ids.client}`,
      '/api/company/info',
      '/api/company/social-media',
      '/api/company/hero-images',
    ]
    for (const url of urls) {
      const first = await get(url)
      expect(first.statusCode, url).toBe(200)
      const etag = first.headers.etag as string
      expect(etag, url).toMatch(/^"[\w-]+"$/)
      expect(first.headers['cache-control'], url).toBe('public, max-age=0, s-maxage=10, must-revalidate')
      expect(first.headers.vary, url).toBe('Accept-Encoding, Authorization')
      const again = await get(url, { 'if-none-match': etag })
      expect(again.statusCode, url).toBe(304)
      expect(again.body, url).toBe('')
      expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode, url).toBe(304)
    }
  })

  it('sends byte-for-byte the answer the route gives uncached, in brotli or gzip when accepted', async () => {
    // A token that signs no one in: the route answers as to a visitor, but never from the cache.
    const uncached = await get('/api/services/active', { authorization: 'Bearer a.b.c' })
    expect(uncached.headers.etag).toBeUndefined()
    const plain = await get('/api/services/active')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(plain.rawPayload.equals(uncached.rawPayload)).toBe(true)
    expect(plain.json().data.map((service: { title: string }) => service.title)).toEqual(['Cached Service'])

    const br = await get('/api/services/active', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true)
    const gz = await get('/api/services/active', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true)
    expect(br.headers.etag).toBe(plain.headers.etag)
    expect(Number(br.headers['content-length'])).toBeLessThan(plain.rawPayload.length)
  })

  it('never answers a signed-in person from the cache (they see inactive records)', async () => {
    expect((await get('/api/services')).json().data).toHaveLength(1)
    const signedIn = await get('/api/services', headers)
    expect(signedIn.headers.etag).toBeUndefined()
    expect(signedIn.json().data).toHaveLength(2)
  })

  it('forgets an answer when its content is written, and only then', async () => {
    const before = await get('/api/services/active')
    const team = await get('/api/team')
    const cache = t.app.responseCache!.for(['services'])
    const hits = cache.stats.hits

    // A write of another area leaves the services' answer cached.
    const member = await put(`/api/team/${ids.team}`, { jobTitle: 'Senior Electrical Engineer' })
    expect(member.statusCode).toBe(200)
    expect((await get('/api/services/active')).headers.etag).toBe(before.headers.etag)
    expect(cache.stats.hits).toBe(hits + 1)
    const teamAfter = await get('/api/team', { 'if-none-match': team.headers.etag as string })
    expect(teamAfter.statusCode).toBe(200)
    expect(teamAfter.json().data[0].jobTitle).toBe('Senior Electrical Engineer')

    // A write of the services: the next visitor gets the new answer, and a client's old copy is no longer current.
    const renamed = await put(`/api/services/${ids.service}`, { title: 'Renamed Service' })
    expect(renamed.statusCode).toBe(200)
    const after = await get('/api/services/active', { 'if-none-match': before.headers.etag as string })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(after.json().data[0].title).toBe('Renamed Service')
  })

  it('keeps one answer per query the route reads, whatever else the query holds', async () => {
    const url = `/api/categories/${ids.category}`
    const withEvents = await get(`${url}?includeEvents=true`)
    expect(withEvents.json().data.events).toHaveLength(1)
    const bare = await get(url)
    expect(bare.json().data.events).toBeUndefined()
    expect(bare.headers.etag).not.toBe(withEvents.headers.etag)
    // The same query spelled otherwise, or with parameters the route does not read: the same answer.
    const cache = t.app.responseCache!.for(['categories', 'events', 'products'])
    const hits = cache.stats.hits
    const spelled = await get(`${url}?utm_source=newsletter&includeEvents=1`)
    expect(spelled.headers.etag).toBe(withEvents.headers.etag)
    expect((await get('/api/services/active?utm_source=x&gclid=y')).statusCode).toBe(200)
    expect(cache.stats.hits).toBe(hits + 1)
  })

  it('keeps no error: a missing record is looked up each time, and a bad query answers 400', async () => {
    const missing = await get('/api/services/00000000-0000-4000-8000-000000000000')
    expect(missing.statusCode).toBe(404)
    expect(missing.headers.etag).toBeUndefined()
    const bad = await get('/api/categories?isActive=perhaps')
    expect(bad.statusCode).toBe(400)
    expect(bad.headers.etag).toBeUndefined()
  })

  it('answers HEAD from the same cache, with the headers and no body', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/api/partners' })
    expect(head.statusCode).toBe(200)
    expect(head.headers.etag).toBe((await get('/api/partners')).headers.etag)
    expect(head.body).toBe('')
  })
})

describe('public API answers on a listening server (the fast path before Fastify)', () => {
  const t = useTestApp()

  it('are sent with the same headers and bytes as through the request lifecycle', async () => {
    await createService(t.db, { title: 'Fast Path Service' })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address() as { port: number }
    const url = `http://127.0.0.1:${address.port}/api/services/active`
    const fetchRaw = async (init: Record<string, string>) => {
      const response = await fetch(url, { headers: init })
      return { headers: Object.fromEntries(response.headers), body: await response.text() }
    }
    const first = await fetchRaw({ 'accept-encoding': 'identity' })
    const second = await fetchRaw({ 'accept-encoding': 'identity' })
    const perResponse = ['date', 'x-request-id', 'connection', 'keep-alive']
    const common = (headers: Record<string, string>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !perResponse.includes(name)))
    expect(common(second.headers)).toEqual(common(first.headers))
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
    expect(second.body).toBe(first.body)
    expect(JSON.parse(second.body).data[0].title).toBe('Fast Path Service')
    const hits = t.app.responseCache!.for(['services']).stats.hits
    await fetchRaw({})
    expect(t.app.responseCache!.for(['services']).stats.hits).toBe(hits + 1)
  })
})
