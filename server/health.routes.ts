import type { FastifyInstance } from 'fastify'
import type { DatabaseHandle } from '../platform/db/database'

export type HealthChecks = {
  /** How many scheduled changes are overdue (features/schedules). */
  schedules?: () => Promise<{ overdue: number }>
  /** How the backups stand (features/backups): missing or failed is reported. */
  backups?: () => Promise<{ state: string; message: string | null; lastSuccessAt: string | null }>
}

export function healthRoutes(database: DatabaseHandle, checks: HealthChecks = {}) {
  return async function (app: FastifyInstance) {
    app.get(
      '/health',
      {
        config: { public: true },
        schema: {
          tags: ['System'],
          summary:
            'Liveness and readiness: database reachability, scheduled changes that are overdue, backups missing or failed',
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
        // A missing or failed backup likewise: taking the servers out would not make one (docs/product.md#backups).
        const backups = await checks.backups?.().catch(() => undefined)
        const backupProblem = backups?.state === 'missing' || backups?.state === 'failed'
        const messages = [
          overdue ? `${overdue} scheduled change${overdue === 1 ? ' is' : 's are'} overdue` : undefined,
          backupProblem ? backups!.message : undefined,
        ].filter(Boolean)
        return {
          success: true,
          data: {
            status: messages.length ? 'degraded' : 'ok',
            database: database.mode,
            ...(overdue === undefined ? {} : { schedules: { overdue } }),
            ...(backups ? { backups: { status: backups.state, lastSuccessAt: backups.lastSuccessAt } } : {}),
            ...(messages.length ? { message: messages.join('; ') } : {}),
          },
        }
      },
    )
  }
}
