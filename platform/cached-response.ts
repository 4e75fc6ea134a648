import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
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
  // Content-Length is added per hit: a page's brotli bytes get smaller once its best pass is done.
  const variant = (encoding: Encoding) => [
    ...common,
    ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
  ]
  prepared.set(page, { br: variant('br'), gzip: variant('gzip'), identity: variant('identity') })
}

const TOKEN_PARAMETER = /[?&]token=/i

/**
 * What the page cache keys a request on, or undefined when the request is not one for the cache: only anonymous
 * GET and HEAD requests are. Public pages read nothing but their path, so the query string (utm_*, gclid, …) is
 * not part of the key, and such pages are rendered without it (whatever is cached for a path is what any query
 * would give). React Router's own data requests do read their query (single fetch `.data`, route discovery), and
 * never come from the cache; nor does a page opened from a link with a token (its query is whose page it is).
 */
export function pageCacheKey(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): string | undefined {
  if ((method !== 'GET' && method !== 'HEAD') || url === undefined || headers.authorization !== undefined) {
    return undefined
  }
  const query = url.indexOf('?')
  const path = query === -1 ? url : url.slice(0, query)
  if (path.endsWith('.data') || path === '/__manifest') return undefined
  // A link with a token (confirm a subscription, unsubscribe) is one person's page, made from its query.
  if (query !== -1 && TOKEN_PARAMETER.test(url.slice(query))) return undefined
  return path
}

type Hit = { status: number; headers: string[]; body: Buffer; isHead: boolean }

/** What to answer an anonymous GET/HEAD of a fresh cached page with; undefined for any other request. */
function cachedAnswer(
  cache: PageCache,
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): Hit | undefined {
  const key = pageCacheKey(method, url, headers)
  if (key === undefined || headers['if-none-match'] !== undefined) return undefined
  const page = cache.peek(key)
  const ready = page && prepared.get(page)
  if (!page || !ready) return undefined
  const encoding = negotiateEncoding(headers['accept-encoding']) ?? 'identity'
  const body = encoding === 'identity' ? page.body : page[encoding]
  return { status: page.status, headers: ready[encoding], body, isHead: method === 'HEAD' }
}

function write(res: ServerResponse, hit: Hit, requestId: string) {
  res.writeHead(hit.status, [
    ...hit.headers,
    'content-length',
    String(hit.body.length),
    'x-request-id',
    requestId,
  ])
  res.end(hit.isHead ? undefined : hit.body)
}

/**
 * The fast path for anonymous page views (docs/decisions/0006): an onRequest hook, registered before every other
 * one, that answers a GET or HEAD of a fresh cached page with the bytes and headers prepared when it was first
 * sent. Everything else, including conditional requests (304s) and pages not yet sent once, goes on through the
 * normal lifecycle. Request logging still happens (it listens for the response's end).
 */
export function cachedPageHook(cache: PageCache): onRequestHookHandler {
  return function answerFromCache(request: FastifyRequest, reply: FastifyReply, done: () => void) {
    const hit = cachedAnswer(cache, request.method, request.url, request.headers)
    if (!hit) return done()
    reply.hijack()
    write(reply.raw, hit, request.id)
  }
}

/**
 * The same fast path one step earlier, used when requests are not logged (a log level above info): a wrapper of
 * Node's request listener that answers hits before Fastify creates its request, reply and child logger, and hands
 * every other request to Fastify. `requestId` is the app's genReqId, so hits carry an id like any response.
 */
export function cachedPageListener(
  cache: PageCache,
  requestId: (request: IncomingMessage) => string,
  next: (request: IncomingMessage, response: ServerResponse) => void,
) {
  return function onRequest(request: IncomingMessage, response: ServerResponse) {
    const hit = cachedAnswer(cache, request.method, request.url, request.headers)
    if (hit) write(response, hit, requestId(request))
    else next(request, response)
  }
}
