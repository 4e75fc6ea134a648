import { z } from 'zod'

/** GET /system/status: what the back-office's support page shows. */
export const SystemStatusSchema = z.object({
  version: z.string(),
  node: z.string(),
  database: z.object({
    mode: z.enum(['embedded', 'postgres']),
    reachable: z.boolean(),
    /** PostgreSQL's own version string, when reachable. */
    serverVersion: z.string().nullable(),
  }),
  media: z.object({ storage: z.string(), files: z.number().int(), bytes: z.number().int() }),
  startedAt: z.string(),
  uptimeSeconds: z.number().int(),
  memoryBytes: z.number().int(),
  /** The configured map tiles (MAP_TILE_URL), for the settings screen's coordinate picker. */
  mapTileUrl: z.string(),
})
export type SystemStatus = z.infer<typeof SystemStatusSchema>
