import type { FastifyInstance } from 'fastify'
import type { DatabaseHandle } from '../platform/db/database'

export type HealthChecks = {
  /** How many scheduled changes are overdue (features/schedules). */
  schedules?: () => Promise<{ overdue: number }>
}

export function healthRoutes(database: DatabaseHandle, checks: HealthChecks = {}) {
  return async function (app: FastifyInstance) {
    app.get(
      '/health',
      {
        config: { public: true },
        schema: {
          tags: ['System'],
          summary: 'Liveness and readiness: database reachability, and scheduled changes that are overdue',
        },
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
        // Overdue schedules are reported, and the server stays ready: every server shares one job table, so a
        // stuck schedule would make a load balancer take every server out, and no server would be left to run it.
        // The monitor reads `schedules.overdue` (docs/decisions/0021-job-table.md).
        const overdue = await checks.schedules?.().then(
          (counts) => counts.overdue,
          () => undefined,
        )
        return {
          success: true,
          data: {
            status: overdue ? 'degraded' : 'ok',
            database: database.mode,
            ...(overdue === undefined ? {} : { schedules: { overdue } }),
            ...(overdue
              ? { message: `${overdue} scheduled change${overdue === 1 ? ' is' : 's are'} overdue` }
              : {}),
          },
        }
      },
    )
  }
}
