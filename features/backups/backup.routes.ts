import { z } from 'zod'
import { ACCESS } from '../../platform/auth/access'
import { ErrorEnvelopeSchema, errorResponses } from '../../platform/http/envelope'
import { apiRoutes, errorsOf } from '../../platform/http/route-kit'
import { BackupSchema, BackupStartedSchema, BackupStatusSchema } from './backup.schema'
import type { BackupService, Requester } from './backup.service'

const requesterOf = (request: {
  admin: { _id: string; name: string; email: string } | null
  ip: string
}): Requester => ({
  id: request.admin?._id ?? null,
  name: request.admin?.name ?? '',
  email: request.admin?.email ?? '',
  ip: request.ip,
})

/** Backups (docs/product.md#backups): the whole site's data and media, for owners only. */
export const backupRoutes = apiRoutes<{ backups: BackupService }>(
  ['Backups'],
  ACCESS.staff,
  (api, { backups }) => {
    api.get('/backups', {
      summary: 'Every backup kept, newest first: when, kind, size, rows per table, status and verification',
      data: z.array(BackupSchema),
      handler: () => backups.list(),
    })

    api.get('/backups/status', {
      summary:
        'How the backups stand (ok, missing, failed), where they are kept and when the automatic one runs',
      data: BackupStatusSchema,
      handler: () => backups.status(),
    })

    api.post('/backups', {
      summary: 'Start a backup now: answers 202 with its id at once; the job worker makes and verifies it',
      status: 202,
      data: BackupStartedSchema,
      errors: { ...errorResponses, 409: ErrorEnvelopeSchema.describe('A backup is being made already') },
      audit: {
        entity: 'backups',
        action: 'create',
        describe: (_request, data) => ({ entityId: (data as { id?: string } | undefined)?.id ?? null }),
      },
      handler: (request) => backups.start(requesterOf(request)),
    })

    api.get('/backups/:id/download', {
      summary: 'Download a backup’s archive (streamed, as an attachment); recorded in the audit log',
      produces: ['application/gzip'],
      response: z.any().describe('The archive (application/gzip)'),
      errors: errorsOf(401, 403, 404),
      handler: async (request, reply) => {
        const { fileName, size, stream } = await backups.download(request.params.id, requesterOf(request))
        reply
          .header('content-type', 'application/gzip')
          .header('content-length', size)
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
        return stream
      },
    })
  },
)
