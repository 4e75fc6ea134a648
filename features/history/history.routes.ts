import { z } from 'zod'
import { ACCESS } from '../../platform/auth/access'
import { apiPathOf, type ContentType } from '../../platform/content-types'
import { RestoreBodySchema } from '../../platform/fields'
import { apiRoutes } from '../../platform/http/route-kit'
import { RevisionSchema, RevisionSummarySchema } from './history.schema'
import type { RevisionsService } from './revisions.service'

export const RestoredSchema = RevisionSummarySchema.extend({ itemId: z.string(), title: z.string() })

/**
 * Every content type's history (docs/product.md#history), at `/api/{type}/{id}/revisions` (`/api/company/info/revisions`
 * for the one company): its revisions newest first, one whole, and restoring one. For the roles that edit the type.
 */
export const historyRoutes = apiRoutes<{ revisions: RevisionsService; types: readonly ContentType[] }>(
  ['History'],
  ACCESS.content,
  async (api, { revisions, types }) => {
    for (const type of types) {
      const base = type.single ? `${apiPathOf(type)}/revisions` : `${apiPathOf(type)}/:id/revisions`
      const access = ACCESS[type.access ?? 'content']
      const what = type.label.one.toLowerCase()
      const idOf = (params: unknown) => (params as { id?: string }).id
      api.get(base, {
        access,
        summary: `The revisions of a ${what}, newest first`,
        data: z.array(RevisionSummarySchema),
        handler: (request) => revisions.list(type.name, idOf(request.params)),
      })
      api.get(`${base}/:revisionId`, {
        access,
        summary: `One revision of a ${what}, its content whole`,
        data: RevisionSchema,
        handler: (request) =>
          revisions.get(
            type.name,
            idOf(request.params),
            (request.params as { revisionId: string }).revisionId,
          ),
      })
      api.post(`${base}/:revisionId/restore`, {
        access,
        summary: `Restores a revision of a ${what} (its parts included): the restore is a revision of its own`,
        body: RestoreBodySchema,
        data: RestoredSchema,
        // The restore records its own revision.
        config: { revision: false },
        audit: {
          entity: type.name,
          action: 'restore',
          describe: (_request, data) => {
            const restored = data as { itemId?: string; title?: string } | undefined
            return { entityId: restored?.itemId ?? null, label: restored?.title ?? '' }
          },
        },
        handler: async (request) => {
          const itemId = await revisions.itemIdOf(type, idOf(request.params))
          const author = { id: request.admin?._id ?? null, name: request.admin?.name ?? '' }
          const body = request.body as { title?: string } | undefined
          const summary = await revisions.restore(
            type.name,
            itemId,
            (request.params as { revisionId: string }).revisionId,
            author,
            body?.title,
          )
          return { ...summary, itemId, title: await revisions.titleOf(type, itemId) }
        },
      })
    }
  },
)
