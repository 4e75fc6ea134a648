import path from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import fastifyStatic from '@fastify/static'
import { createReadableStreamFromReadable } from '@react-router/node'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createRequestHandler, type ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import type { LoadContext } from './load-context'
import { buildDir } from './paths'
import { pageCsp } from './security'

export type SsrMode = 'production' | 'development'

type SsrOptions = {
  mode: SsrMode
  getLoadContext: () => LoadContext
  /** When set, each page gets this policy plus the hashes of its own inline scripts. */
  csp?: Record<string, string[]>
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** A Fetch API Request for React Router. HEAD is rendered as GET; Fastify then sends the headers without the body. */
function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const controller = new AbortController()
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort()
  })
  const headers = new Headers()
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item)
    else if (value !== undefined) headers.set(key, value)
  }
  const method = request.method === 'HEAD' ? 'GET' : request.method
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal: controller.signal }
  if (method !== 'GET') {
    init.body = createReadableStreamFromReadable(request.raw)
    init.duplex = 'half'
  }
  return new Request(new URL(request.url, `${request.protocol}://${request.host}`), init)
}

async function sendWebResponse(reply: FastifyReply, response: Response, csp?: Record<string, string[]>) {
  reply.status(response.status)
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie') reply.header(key, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  if (!response.body) return reply.send()
  if (csp && response.headers.get('content-type')?.startsWith('text/html')) {
    const html = await response.text()
    reply.header('content-security-policy', pageCsp(csp, html))
    return reply.send(html)
  }
  return reply.send(Readable.fromWeb(response.body as WebReadableStream))
}

/**
 * Serves the React Router app: built assets (precompressed at build, immutable when hashed) and server rendering
 * for every other path. A thin handler around React Router's own request handler (see docs/decisions).
 */
export async function registerSsr(app: FastifyInstance, options: SsrOptions) {
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

  await app.register(async (pages) => {
    // React Router reads request bodies itself (form actions): hand it the raw stream.
    pages.removeAllContentTypeParsers()
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload))
    pages.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        const response = await handleRequest(toWebRequest(request, reply), options.getLoadContext())
        return sendWebResponse(reply, response, options.csp)
      },
    })
  })
}
