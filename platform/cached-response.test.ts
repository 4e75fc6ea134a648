import fastifyHelmet from '@fastify/helmet'
import Fastify from 'fastify'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { answerPage } from '../tests/helpers/page-server'
import { cachedPageHook, cachedPageListener, pageCacheKey, prepareLike } from './cached-response'
import { createPageCache, type RenderedPage } from './page-cache'
import { cspDirectives, pageCsp } from './security'

const directives = cspDirectives({
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  publicUrl: 'http://localhost:3000',
})
const html = `<!DOCTYPE html><html><head><script>window.x=1</script></head><body>${'<p>page</p>'.repeat(200)}</body></html>`

/** The same wiring as server/app.ts and server/ssr.ts, around a page that renders without React Router. */
async function pageServer({ early = false } = {}) {
  const cache = createPageCache()
  let ids = 0
  const app = Fastify({
    logger: false,
    genReqId: () => `req-${++ids}`,
    ...(early
      ? {
          serverFactory: (handler: (request: IncomingMessage, response: ServerResponse) => void) =>
            http.createServer(cachedPageListener({ pages: cache }, () => `early-${++ids}`, handler)),
        }
      : {}),
  })
  let renders = 0
  let handled = 0
  const render = async (): Promise<RenderedPage> => {
    renders += 1
    return {
      status: 200,
      headers: { 'content-type': 'text/html', 'content-security-policy': pageCsp(directives, html) },
      body: Buffer.from(html),
    }
  }
  // As server/ssr.ts: after a write, the pages visitors asked for are rendered again, ready for the fast path.
  cache.setRefresher(render, (p) => p.status === 200, prepareLike)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  app.addHook('onRequest', cachedPageHook({ pages: cache }))
  await app.register(fastifyHelmet, { contentSecurityPolicy: { useDefaults: false, directives } })
  app.get('/*', async (request, reply) => {
    handled += 1
    return answerPage(cache, request, reply, render)
  })
  return {
    app,
    cache,
    get renders() {
      return renders
    },
    get handled() {
      return handled
    },
  }
}

const PER_RESPONSE = ['date', 'x-request-id', 'connection', 'keep-alive']
/** Brotli bytes get smaller once the page's best pass is done: the same page, another length. */
const withoutLength = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(pageHeaders(headers)).filter(([name]) => name !== 'content-length'))
const pageHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE.includes(name)))

let server: Awaited<ReturnType<typeof pageServer>> | undefined
afterEach(async () => {
  await server?.app.close()
  server = undefined
})

describe('cached pages answered before the request lifecycle', () => {
  it('carry the same security headers, page policy and body as when first sent, for every encoding', async () => {
    server = await pageServer()
    for (const encoding of ['br', 'gzip', undefined]) {
      const headers = encoding ? { 'accept-encoding': encoding } : {}
      const first = await server.app.inject({ url: '/about', headers })
      const handledBefore = server.handled
      const hit = await server.app.inject({ url: '/about', headers })
      // The hit never reached the route (nor helmet): it came from the prepared entry.
      expect(server.handled).toBe(handledBefore)
      expect(hit.statusCode).toBe(200)
      if (encoding === 'br') {
        expect(withoutLength(hit.headers)).toEqual(withoutLength(first.headers))
        expect(brotliDecompressSync(hit.rawPayload).equals(brotliDecompressSync(first.rawPayload))).toBe(true)
      } else {
        expect(pageHeaders(hit.headers)).toEqual(pageHeaders(first.headers))
        expect(hit.rawPayload.equals(first.rawPayload)).toBe(true)
      }
      expect(hit.headers['x-request-id']).toBeTruthy()
      expect(hit.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
    }
    expect(server.renders).toBe(1)

    const hit = await server.app.inject({
      url: '/about',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(hit.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(hit.rawPayload).toString()).toBe(html)
    expect(hit.headers['content-security-policy']).toBe(pageCsp(directives, html))
    expect(hit.headers['content-security-policy']).toContain("'sha256-")
    expect(hit.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^;]*;/)
    expect(hit.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(hit.headers['x-content-type-options']).toBe('nosniff')
    expect(hit.headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(hit.headers.etag).toMatch(/^"[\w-]+"$/)
    expect(hit.headers.vary).toBe('Accept-Encoding')
    const gzip = await server.app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } })
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html)
  })

  it('answers HEAD with the headers and no body', async () => {
    server = await pageServer()
    const get = await server.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } })
    const head = await server.app.inject({ method: 'HEAD', url: '/', headers: { 'accept-encoding': 'br' } })
    expect(head.statusCode).toBe(200)
    expect(head.body).toBe('')
    expect(pageHeaders(head.headers)).toEqual(pageHeaders(get.headers))
  })

  it('leaves revalidation and signed-in requests to the full lifecycle', async () => {
    server = await pageServer()
    const first = await server.app.inject({ url: '/' })
    let handled = server.handled
    const revalidated = await server.app.inject({
      url: '/',
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(revalidated.statusCode).toBe(304)
    expect(server.handled).toBe(++handled)
    await server.app.inject({ url: '/', headers: { authorization: 'Bearer x.y.z' } })
    expect(server.handled).toBe(++handled)
    expect(server.renders).toBe(2)
  })

  it('answers campaign links (any query string) with the page cached for their path', async () => {
    server = await pageServer()
    const first = await server.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } })
    const handled = server.handled
    for (const url of ['/?utm_source=newsletter&utm_medium=email', '/?gclid=abc&fbclid=def', '/?']) {
      const hit = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
      expect(hit.statusCode).toBe(200)
      expect(pageHeaders(hit.headers)).toEqual(pageHeaders(first.headers))
      expect(hit.rawPayload.equals(first.rawPayload)).toBe(true)
    }
    expect(server.handled).toBe(handled)
    expect(server.renders).toBe(1)
    // A path first asked for with a query is kept under the path alone.
    await server.app.inject({ url: '/about?utm_campaign=spring' })
    await server.app.inject({ url: '/about' })
    expect(server.renders).toBe(2)
  })

  it('never keeps or answers from the cache a page opened from a link with a token', async () => {
    server = await pageServer()
    await server.app.inject({ url: '/newsletter/unsubscribe' })
    const renders = server.renders
    for (const url of ['/newsletter/unsubscribe?token=abc', '/newsletter/confirm?x=1&token=def']) {
      await server.app.inject({ url })
      await server.app.inject({ url })
    }
    expect(server.renders).toBe(renders + 4)
    expect(pageCacheKey('GET', '/newsletter/confirm?token=abc', {})).toBeUndefined()
    expect(pageCacheKey('GET', '/?utm_source=newsletter', {})).toBe('/')
  })

  it('renders again once the cache is cleared by a content write', async () => {
    server = await pageServer()
    await server.app.inject({ url: '/' })
    await server.app.inject({ url: '/' })
    expect(server.renders).toBe(1)
    server.cache.clear()
    await server.app.inject({ url: '/' })
    expect(server.renders).toBe(2)
  })

  it('answers a page rendered again after a write from the fast path, with the headers it was sent with', async () => {
    server = await pageServer()
    const headers = { 'accept-encoding': 'gzip' }
    const first = await server.app.inject({ url: '/contact', headers })
    await server.cache.clear() // a write: /contact, asked for since the previous one, is rendered again
    expect(server.renders).toBe(2)
    const handledBefore = server.handled
    const hit = await server.app.inject({ url: '/contact', headers })
    // Neither rendered nor sent through the route: the first visitor after the write gets the fast path.
    expect(server.handled).toBe(handledBefore)
    expect(server.renders).toBe(2)
    expect(pageHeaders(hit.headers)).toEqual(pageHeaders(first.headers))
    expect(hit.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(gunzipSync(hit.rawPayload).toString()).toBe(html)
  })

  it('answers hits from Node’s request event, before Fastify, with the same headers and bytes', async () => {
    server = await pageServer({ early: true })
    await server.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = server.app.server.address() as { port: number }
    const get = (headers: Record<string, string> = {}, method = 'GET', path = '/about') =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
            const chunks: Buffer[] = []
            response.on('data', (chunk: Buffer) => chunks.push(chunk))
            response.on('end', () =>
              resolve({
                status: response.statusCode!,
                headers: response.headers,
                body: Buffer.concat(chunks),
              }),
            )
          })
          .on('error', reject)
          .end()
      })
    const rendered = await get({ 'accept-encoding': 'gzip' })
    const handled = server.handled
    const hit = await get({ 'accept-encoding': 'gzip' })
    expect(server.handled).toBe(handled)
    expect(hit.headers['x-request-id']).toMatch(/^early-/)
    expect(rendered.headers['x-request-id']).toMatch(/^req-/)
    expect(pageHeaders(hit.headers)).toEqual(pageHeaders(rendered.headers))
    expect(hit.body.equals(rendered.body)).toBe(true)
    expect(gunzipSync(hit.body).toString()).toBe(html)
    const brotli = await get({ 'accept-encoding': 'gzip, deflate, br' })
    expect(brotliDecompressSync(brotli.body).toString()).toBe(html)
    expect(brotli.headers['content-length']).toBe(String(brotli.body.length))
    const head = await get({ 'accept-encoding': 'gzip' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(pageHeaders(head.headers)).toEqual(pageHeaders(rendered.headers))
    const query = await get({ 'accept-encoding': 'gzip' }, 'GET', '/about?utm_source=x')
    expect(query.body.equals(rendered.body)).toBe(true)
    expect(server.handled).toBe(handled)
    // Anything else still reaches Fastify.
    await get({ 'if-none-match': String(rendered.headers.etag) })
    expect(server.handled).toBe(handled + 1)
  })
})
