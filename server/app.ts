import { randomUUID } from 'node:crypto'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Config } from './config'
import type { DatabaseHandle } from './db/database'
import { registerErrorHandler } from './errors'
import { healthRoutes } from './health.routes'
import type { LoadContext } from './load-context'
import { createAppServices } from './services'
import { registerSsr, type SsrMode } from './ssr'

export type BuildAppOptions = {
  config: Config
  database: DatabaseHandle
  /** Serve the React Router app too; API-only tests leave it off. */
  ssr?: SsrMode | false
  logger?: boolean
}

export async function buildApp({ config, database, ssr = false, logger = true }: BuildAppOptions) {
  const app: FastifyInstance = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id']
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID()
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: true },
    forceCloseConnections: 'idle',
  })
  registerErrorHandler(app)
  // The request id is in every log line of a request; echoing it lets a user's report be matched to the logs.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  const services = createAppServices(database.db)
  app.decorate('services', services)

  await app.register(
    async (api) => {
      await api.register(healthRoutes(database))
      api.all('/*', async (request, reply) =>
        reply
          .status(404)
          .send({ success: false, message: `No API route for ${request.method} ${request.url}` }),
      )
    },
    { prefix: '/api' },
  )

  await app.register(fastifyStatic, {
    root: path.join(config.dataDir, 'uploads'),
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      // Upload names are unique per content, so a cached copy never goes stale.
      res.setHeader('cache-control', 'public, max-age=31536000, immutable')
      res.setHeader('x-content-type-options', 'nosniff')
    },
  })

  if (ssr) {
    const loadContext: LoadContext = {
      services,
      site: { publicUrl: config.publicUrl, mapTileUrl: config.mapTileUrl },
    }
    await registerSsr(app, { mode: ssr, getLoadContext: () => loadContext })
  }
  return app
}

declare module 'fastify' {
  interface FastifyInstance {
    services: ReturnType<typeof createAppServices>
  }
}
