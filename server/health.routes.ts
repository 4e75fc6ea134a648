import type { FastifyInstance } from 'fastify'
import type { DatabaseHandle } from '../platform/db/database'

export function healthRoutes(database: DatabaseHandle) {
  return async function (app: FastifyInstance) {
    app.get(
      '/health',
      {
        config: { public: true },
        schema: { tags: ['System'], summary: 'Liveness and database reachability' },
      },
      async (request, reply) => {
        try {
          await database.ping()
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable')
          return reply.status(503).send({
            success: false,
            message: 'The database is unreachable. The server keeps retrying and recovers when it is back.',
            data: { status: 'unavailable', database: database.mode },
          })
        }
        return { success: true, data: { status: 'ok', database: database.mode } }
      },
    )
  }
}
