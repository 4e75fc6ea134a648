import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import { type CachedPage, negotiateEncoding, type PageCache } from './page-cache'

type Encoding = 'br' | 'gzip' | 'identity'
/** Flat [name, value, name, value, …] lists, as `writeHead` takes them, one per encoding. */
type PreparedHeaders = Record<Encoding, string[]>

/** Headers that belong to one response, never to the page. */
const PER_RESPONSE = new Set([
  'content-length',
  'content-encoding',
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
])

const prepared = new WeakMap<CachedPage, PreparedHeaders>()

/**
 * Remembers the headers a cached page was just sent with through the full request lifecycle (helmet's headers,
 * the page's own policy, ETag, Vary, Cache-Control), so later hits can be answered with exactly the same headers
 * without running that lifecycle again. Only headers that are the same for every visitor may be set before
 * this point (helmet's are: its options are static); per-response ones are left out and set per hit.
 */
export function rememberPageHeaders(page: CachedPage, headers: Record<string, unknown>) {
  if (prepared.has(page)) return
  const common: string[] = []
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase()
    if (PER_RESPONSE.has(key) || value === undefined) continue
    for (const item of [value].flat()) common.push(key, String(item))
  }
  const variant = (encoding: Encoding, body: Buffer) => [
    ...common,
    ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
    'content-length',
    String(body.length),
  ]
  prepared.set(page, {
    br: variant('br', page.br),
    gzip: variant('gzip', page.gzip),
    identity: variant('identity', page.body),
  })
}

/**
 * The fast path for anonymous page views (docs/decisions/0004): an onRequest hook, registered before every other
 * one, that answers a GET or HEAD of a fresh cached page with the bytes and headers prepared when it was first
 * sent. Everything else, including conditional requests (304s) and pages not yet sent once, goes on through the
 * normal lifecycle. Request logging still happens (it listens for the response's end).
 */
export function cachedPageHook(cache: PageCache): onRequestHookHandler {
  return function answerFromCache(request: FastifyRequest, reply: FastifyReply, done: () => void) {
    const { method, headers, url } = request
    if (
      (method !== 'GET' && method !== 'HEAD') ||
      url.includes('?') ||
      headers.authorization !== undefined ||
      headers['if-none-match'] !== undefined
    ) {
      return done()
    }
    const page = cache.peek(url)
    const ready = page && prepared.get(page)
    if (!page || !ready) return done()
    const encoding = negotiateEncoding(headers['accept-encoding']) ?? 'identity'
    reply.hijack()
    const res = reply.raw
    res.writeHead(page.status, [...ready[encoding], 'x-request-id', request.id])
    res.end(method === 'HEAD' ? undefined : encoding === 'identity' ? page.body : page[encoding])
  }
}
