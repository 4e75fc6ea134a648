import { ACCESS } from '../../platform/auth/access'
import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../../platform/db/database'
import { apiRoutes } from '../../platform/http/route-kit'
import type { UploadService } from '../media/upload.service'
import { type SystemStatus, SystemStatusSchema } from './system.schema'

const startedAt = new Date(Date.now() - Math.round(process.uptime() * 1000))

/** Administrators' view of the running system (the back-office support page). */
export const systemRoutes = apiRoutes<{
  version: string
  database: DatabaseHandle
  uploads: UploadService
  mapTileUrl: string
}>(['System'], ACCESS.settings, (api, { version, database, uploads, mapTileUrl }) => {
  api.get('/system/status', {
    summary: 'Version, database mode and reachability, media storage use, uptime, map tile URL',
    data: SystemStatusSchema,
    handler: async (request): Promise<SystemStatus> => {
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
      return {
        version,
        node: process.version,
        database: { mode: database.mode, reachable, serverVersion },
        media: { storage, files, bytes },
        startedAt: startedAt.toISOString(),
        uptimeSeconds: Math.floor(process.uptime()),
        memoryBytes: process.memoryUsage().rss,
        mapTileUrl,
      }
    },
  })
})
