import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import fastifyStatic from '@fastify/static'
import { createReadableStreamFromReadable } from '@react-router/node'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createRequestHandler, type ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import type { LoadContext } from './load-context'
import type { PageCache, RenderedPage } from '../platform/page-cache'
import { pageCacheKey, prepareLike, sendPage } from '../platform/cached-response'
import { buildDir } from '../platform/paths'
import { pageCsp } from '../platform/security'

export type SsrMode = 'production' | 'development'

type SsrOptions = {
  mode: SsrMode
  getLoadContext: () => LoadContext
  /** When set, each page gets this policy plus the hashes of its own inline scripts. */
  csp?: Record<string, string[]>
  /** When set, anonymous GETs of pages are answered from it. */
  cache?: PageCache
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const UNCACHED_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding'])

/**
 * A Fetch API Request for React Router, for `url` (the request's own, or the path a cached page is kept under).
 * HEAD is rendered as GET; Fastify then sends the headers without the body. A page rendered for the cache is not
 * tied to the visitor who asked first: it is not aborted when they leave.
 */
function toWebRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  url: string,
  abortable: boolean,
): Request {
  const headers = new Headers()
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item)
    else if (value !== undefined) headers.set(key, value)
  }
  const method = request.method === 'HEAD' ? 'GET' : request.method
  const init: RequestInit & { duplex?: 'half' } = { method, headers }
  if (abortable) {
    const controller = new AbortController()
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort()
    })
    init.signal = controller.signal
  }
  if (method !== 'GET') {
    init.body = createReadableStreamFromReadable(request.raw)
    init.duplex = 'half'
  }
  return new Request(new URL(url, `${request.protocol}://${request.host}`), init)
}

function copyHeaders(reply: FastifyReply, headers: Headers) {
  for (const [key, value] of headers) {
    if (key !== 'set-cookie') reply.header(key, value)
  }
  const cookies = headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
}

/** A response that is not for the cache (signed-in requests, form posts, React Router's data requests). */
async function sendWebResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  csp?: Record<string, string[]>,
) {
  if (!response.body) {
    reply.status(response.status)
    copyHeaders(reply, response.headers)
    return reply.send()
  }
  if (response.headers.get('content-type')?.startsWith('text/html')) {
    const cookies = response.headers.getSetCookie()
    const page = await toRenderedPage(response, csp)
    if (cookies.length > 0) reply.header('set-cookie', cookies)
    return sendPage(request, reply, page)
  }
  reply.status(response.status)
  copyHeaders(reply, response.headers)
  return reply.send(Readable.fromWeb(response.body as WebReadableStream))
}

/** A whole rendered page, with its policy computed, ready to be cached. */
async function toRenderedPage(response: Response, csp?: Record<string, string[]>): Promise<RenderedPage> {
  const body = Buffer.from(await response.arrayBuffer())
  const headers: Record<string, string> = {}
  for (const [key, value] of response.headers) {
    if (!UNCACHED_HEADERS.has(key)) headers[key] = value
  }
  if (csp && headers['content-type']?.startsWith('text/html')) {
    headers['content-security-policy'] = pageCsp(csp, body)
  }
  return { status: response.status, headers, body }
}

const isCacheablePage = (page: RenderedPage) =>
  page.status === 200 && (page.headers['content-type'] ?? '').startsWith('text/html')

/**
 * Serves the React Router app: built assets (precompressed at build, immutable when hashed) and server rendering
 * for every other path, anonymous page views from the page cache. A thin handler around React Router's own
 * request handler (see docs/decisions/0001).
 */
export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<PageRenderer> {
  let build: ServerBuild | (() => Promise<ServerBuild>)
  if (options.mode === 'development') {
    const { createServer } = await import('vite')
    const vite: ViteDevServer = await createServer({ server: { middlewareMode: true }, appType: 'custom' })
    const middie = (await import('@fastify/middie')).default
    await app.register(middie)
    app.use(vite.middlewares)
    build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
    app.addHook('onClose', async () => vite.close())
  } else {
    build = (await import(/* @vite-ignore */ path.join(buildDir, 'server', 'index.js'))) as ServerBuild
    const clientDir = path.join(buildDir, 'client')
    const assetsDir = path.join(clientDir, 'assets') + path.sep
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'public, max-age=3600')
      },
    })
  }

  const handleRequest = createRequestHandler(build, options.mode)
  const { cache, csp } = options
  // After a write, the pages visitors asked for since the previous one are rendered again at once, as a visitor
  // of the site's own address would get them (platform/page-cache.ts), ready to be sent by the fast path.
  cache?.setRefresher(
    async (key) => {
      const url = new URL(key, options.getLoadContext().site.publicUrl)
      const response = await handleRequest(new Request(url), options.getLoadContext())
      return toRenderedPage(response, csp)
    },
    isCacheablePage,
    prepareLike,
  )

  await app.register(async (pages) => {
    // React Router reads request bodies itself (form actions): hand it the raw stream.
    pages.removeAllContentTypeParsers()
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload))
    pages.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        const key = cache && pageCacheKey(request.method, request.url, request.headers)
        if (key === undefined) {
          const response = await handleRequest(
            toWebRequest(request, reply, request.url, true),
            options.getLoadContext(),
          )
          return sendWebResponse(request, reply, response, csp)
        }
        const page = await cache!.get(
          key,
          async () =>
            toRenderedPage(
              await handleRequest(toWebRequest(request, reply, key, false), options.getLoadContext()),
              csp,
            ),
          isCacheablePage,
        )
        return sendPage(request, reply, page)
      },
    })
  })
  return async (url, context) =>
    toRenderedPage(await handleRequest(new Request(new URL(url, context.site.publicUrl)), context), csp)
}

/**
 * Renders one page for a given load context, as a visitor of the site's own address would get it, outside every
 * cache (a preview: the context's reads see a draft).
 */
export type PageRenderer = (url: string, context: LoadContext) => Promise<RenderedPage>

/** The URL of the public pages' islands script, recorded by the islands build (vite.islands.config.ts). */
export function readIslandsScript(): string {
  const file = path.join(buildDir, 'islands.json')
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`)
  return (JSON.parse(readFileSync(file, 'utf8')) as { script: string }).script
}
