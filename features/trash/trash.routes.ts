import { z } from 'zod'
import { ACCESS } from '../../platform/auth/access'
import { RestoreBodySchema } from '../../platform/fields'
import { apiRoutes } from '../../platform/http/route-kit'
import {
  TrashBodySchema,
  TrashContentsQuerySchema,
  TrashContentsSchema,
  TrashGroupSchema,
  TrashQuerySchema,
  TrashRestoredSchema,
  TrashTypeSchema,
} from './trash.schema'
import type { TrashService } from './trash.service'

const actorOf = (request: { admin: { _id: string; name: string } | null }) => ({
  id: request.admin?._id ?? null,
  name: request.admin?.name ?? '',
})

/** The Trash (docs/product.md#trash): what was deleted, restorable for 30 days, for the roles that edit content. */
export const trashRoutes = apiRoutes<{ trash: TrashService }>(
  ['Trash'],
  ACCESS.content,
  async (api, { trash }) => {
    api.page('/trash', {
      summary: 'What was deleted, newest first, one row per deletion (with what went with it), in pages',
      querystring: TrashQuerySchema,
      item: TrashGroupSchema,
      handler: (request) => trash.list(request.query),
    })

    api.get('/trash/types', {
      summary:
        'The content types whose items can be deleted into the trash (the type filter), from the registry',
      data: z.array(TrashTypeSchema),
      handler: () => trash.types(),
    })

    api.get('/trash/contents', {
      summary:
        'What deleting these items would take with them (events, products, subcategories), before it is done',
      querystring: TrashContentsQuerySchema,
      data: TrashContentsSchema,
      handler: (request) => trash.contents(request.query.type, request.query.ids),
    })

    api.post('/trash', {
      status: 201,
      summary: 'Deletes several items of one type as one group (a bulk delete), restorable together',
      body: TrashBodySchema,
      data: TrashGroupSchema,
      audit: {
        action: 'delete',
        describe: (request, data) => ({
          entity: (request.body as { type: string }).type,
          entityId: null,
          label: (data as { label?: string } | undefined)?.label ?? '',
        }),
      },
      handler: (request) => trash.moveToTrash(request.body.type, request.body.ids, actorOf(request)),
    })

    api.post('/trash/:groupId/restore', {
      summary:
        'Restores a deletion whole: every item with its parts and subitems, under another name if given',
      body: RestoreBodySchema,
      data: TrashRestoredSchema,
      audit: {
        action: 'restore',
        describe: (_request, data) => {
          const restored = data as { type?: string; ids?: string[] } | undefined
          return { entity: restored?.type ?? 'trash', entityId: restored?.ids?.[0] ?? null }
        },
      },
      handler: (request) => trash.restore(request.params.groupId, actorOf(request), request.body?.title),
    })

    api.deleteOne(
      '/trash/:groupId',
      'Deletes a deletion for good now (purge), with the images nothing else uses',
      ({ groupId }) => trash.purge(groupId),
      // The entry names what was deleted for good.
      { audit: { before: (request) => trash.labelOf((request.params as { groupId: string }).groupId) } },
    )
  },
)
