import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import {
  type CachedPage,
  compressForClient,
  isCachedPage,
  negotiateEncoding,
  type PageCache,
  type RenderedPage,
} from './page-cache'
import type { ResponseCache } from './response-cache'

/**
 * The site's redirects, in memory (features/redirects/redirect-table.ts): the prepared answer for a GET or HEAD of
 * a page path that is redirected, undefined for any other.
 */
export type RedirectAnswers = { answer(method: 'GET' | 'HEAD', url: string): Hit | undefined }

/**
 * What the built server answers GETs from without a database query: redirects first (any visitor), then rendered
 * pages and public API answers (anonymous visitors).
 */
export type CachedAnswers = { pages?: PageCache; responses?: ResponseCache; redirects?: RedirectAnswers }

/** Pages: any browser or proxy may keep them, and must ask again (a 304 when unchanged) before each use. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

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
/** The headers the request lifecycle had set (helmet's) when a cached page was sent through it. */
const lifecycleOf = new WeakMap<CachedPage, Record<string, unknown>>()

/** The headers sendPage sends a cached page with, on top of the lifecycle's; kept in one place for both. */
function cachedPageHeaders(page: CachedPage): Record<string, string> {
  return {
    ...page.headers,
    etag: page.etag,
    ...(page.headers.vary ? {} : { vary: 'Accept-Encoding' }),
    ...(page.headers['cache-control'] ? {} : { 'cache-control': PAGE_CACHE_CONTROL }),
  }
}

/**
 * A page rendered again after a write (platform/page-cache.ts) has not been through the request lifecycle: it
 * gets the headers the page it replaces was sent with (the lifecycle's are the same for every page: helmet's
 * options are static) with its own on top, exactly as sendPage would send it, so that the first visitor after the
 * write is answered by the fast path.
 */
export function prepareLike(page: CachedPage, previous: CachedPage | undefined) {
  const lifecycle = previous && lifecycleOf.get(previous)
  if (!lifecycle || page.status !== 200) return
  lifecycleOf.set(page, lifecycle)
  rememberPageHeaders(page, { ...lifecycle, ...cachedPageHeaders(page) })
}

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
  if (path.endsWith('.data') || path === '/__manifest' || path.startsWith('/api/')) return undefined
  // A link with a token (confirm a subscription, unsubscribe) is one person's page, made from its query.
  if (query !== -1 && TOKEN_PARAMETER.test(url.slice(query))) return undefined
  return path
}

/** A cached answer ready to send: status, headers as a flat [name, value, …] list, the bytes to send. */
export type Hit = { status: number; headers: string[]; body: Buffer; isHead: boolean }

/**
 * What to answer a GET/HEAD of a redirected path, or an anonymous GET/HEAD of a fresh cached page or public API
 * answer with; undefined for any other request. An API answer is found here only when the URL is already the key it
 * is kept under (its path, and the query parameters the route reads, in order); other spellings of it are answered
 * by the route (route-kit.ts).
 */
export function cachedAnswer(
  caches: CachedAnswers,
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): Hit | undefined {
  // A redirected path is answered before any page (docs/product.md#redirects), signed in or not, ETag or not.
  if (
    caches.redirects &&
    (method === 'GET' || method === 'HEAD') &&
    url !== undefined &&
    url.charCodeAt(0) === 47 &&
    !url.startsWith('/api/')
  ) {
    const redirect = caches.redirects.answer(method, url)
    if (redirect) return redirect
  }
  if (
    (method !== 'GET' && method !== 'HEAD') ||
    url === undefined ||
    headers['if-none-match'] !== undefined
  ) {
    return undefined
  }
  let page: CachedPage | undefined
  if (url.startsWith('/api/')) {
    if (headers.authorization !== undefined || !caches.responses) return undefined
    page = caches.responses.peek(url)
  } else {
    const key = caches.pages && pageCacheKey(method, url, headers)
    page = key === undefined ? undefined : caches.pages!.peek(key)
  }
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
export function cachedPageHook(caches: CachedAnswers): onRequestHookHandler {
  return function answerFromCache(request: FastifyRequest, reply: FastifyReply, done: () => void) {
    const hit = cachedAnswer(caches, request.method, request.url, request.headers)
    if (!hit) return done()
    reply.hijack()
    write(reply.raw, hit, request.id)
  }
}

/** What the access log reads of a request answered from a cache (an IncomingMessage, or the socket path's own). */
export type HitRequest = {
  method?: string
  url?: string
  headers: IncomingHttpHeaders
  socket: { remoteAddress?: string }
}

/** Called after a hit was answered by the listener, for the access log (platform/access-log.ts). */
export type HitLogger = (request: HitRequest, requestId: string, status: number, startedAt: number) => void

/**
 * The same fast path one step earlier: a wrapper of Node's request listener that answers hits before Fastify
 * creates its request, reply and child logger, and hands every other request to Fastify. `requestId` is the app's
 * genReqId, so hits carry an id like any response; `logHit`, when requests are logged, writes the hit's line of
 * the access log (docs/decisions/0015).
 */
export function cachedPageListener(
  caches: CachedAnswers,
  requestId: (request: IncomingMessage) => string,
  next: (request: IncomingMessage, response: ServerResponse) => void,
  logHit?: HitLogger,
) {
  return function onRequest(request: IncomingMessage, response: ServerResponse) {
    const startedAt = logHit ? performance.now() : 0
    const hit = cachedAnswer(caches, request.method, request.url, request.headers)
    if (!hit) return next(request, response)
    const id = requestId(request)
    write(response, hit, id)
    logHit?.(request, id, hit.status, startedAt)
  }
}

/** What the lifecycle set before sendPage: the reply's headers other than the page's own. */
function lifecycleHeaders(reply: FastifyReply, page: CachedPage): Record<string, unknown> {
  const headers: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (!(name in page.headers) && !PER_RESPONSE.has(name)) headers[name] = value
  }
  return headers
}

/**
 * Sends a page or API answer from a cache (with its ETag, Vary and Cache-Control, 304 when the client has it,
 * the encoding the client accepts) or, when it was not cached, compressed for this client. A cached 200 sent
 * this way has its final headers remembered, so the next hits are answered by the fast path above. The page's own
 * `cache-control` and `vary` headers, when it has them, are kept (API answers say more than pages).
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage | RenderedPage,
) {
  reply.status(page.status).headers(page.headers)
  if (!isCachedPage(page)) {
    const compressed = await compressForClient(page, request.headers['accept-encoding'])
    if (!compressed) return reply.send(page.body)
    return reply
      .header('vary', 'Accept-Encoding')
      .header('content-encoding', compressed.encoding)
      .send(compressed.body)
  }
  if (page.status === 200 && !lifecycleOf.has(page)) lifecycleOf.set(page, lifecycleHeaders(reply, page))
  reply.headers(cachedPageHeaders(page))
  const ifNoneMatch = request.headers['if-none-match']
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
    return reply.status(304).send()
  }
  if (page.status === 200) rememberPageHeaders(page, reply.getHeaders())
  const encoding = negotiateEncoding(request.headers['accept-encoding'])
  if (encoding) reply.header('content-encoding', encoding)
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body)
}
