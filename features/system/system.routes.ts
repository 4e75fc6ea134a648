import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../../platform/db/database'
import { errorResponses, ok } from '../../platform/http/envelope'
import type { UploadService } from '../media/upload.service'
import { type SystemStatus, SystemStatusSchema } from './system.schema'

const startedAt = new Date(Date.now() - Math.round(process.uptime() * 1000))

/** Administrators' view of the running system (the back-office support page). */
export const systemRoutes: FastifyPluginAsyncZod<{
  version: string
  database: DatabaseHandle
  uploads: UploadService
  mapTileUrl: string
}> = async (app, { version, database, uploads, mapTileUrl }) => {
  app.get(
    '/system/status',
    {
      schema: {
        tags: ['System'],
        security: [{ bearerAuth: [] }],
        summary: 'Version, database mode and reachability, media storage use, uptime, map tile URL',
        response: { 200: ok(SystemStatusSchema), ...errorResponses },
      },
    },
    async (request) => {
      let serverVersion: string | null = null
      let reachable = true
      try {
        const result = await database.db.execute<{ version: string }>(sql`select version() as version`)
        serverVersion = result.rows[0]?.version ?? null
      } catch (error) {
        reachable = false
        request.log.warn({ err: error }, 'system status: database unreachable')
      }
      const { storage, files, bytes } = await uploads.status()
      const data: SystemStatus = {
        version,
        node: process.version,
        database: { mode: database.mode, reachable, serverVersion },
        media: { storage, files, bytes },
        startedAt: startedAt.toISOString(),
        uptimeSeconds: Math.floor(process.uptime()),
        memoryBytes: process.memoryUsage().rss,
        mapTileUrl,
      }
      return { success: true as const, data }
    },
  )
}
