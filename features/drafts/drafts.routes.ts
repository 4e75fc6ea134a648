import { z } from 'zod'
import { ACCESS } from '../../platform/auth/access'
import { apiPathOf } from '../../platform/content-types'
import { apiRoutes, DeletedSchema } from '../../platform/http/route-kit'
import type { ContentEditing } from '../../platform/content-modules'
import {
  CreatedPreviewLinkSchema,
  DraftSchema,
  DraftSummarySchema,
  PreviewLinkBodySchema,
  PreviewLinkSchema,
  StaffPreviewSchema,
} from './drafts.schema'
import type { DraftsService } from './drafts.service'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What the item's history calls this write's revision (server/content-writes.ts), or false for a route whose
     * service records its own (a restore, a publish).
     */
    revision?: string | false
  }
}

const personOf = (request: { admin: { _id: string; name: string } | null }) => ({
  id: request.admin?._id ?? null,
  name: request.admin?.name ?? '',
})
const idOf = (params: unknown) => (params as { id?: string }).id
const itemEntry = (_request: unknown, data: unknown) => ({
  entityId: (data as { itemId?: string } | undefined)?.itemId ?? null,
})

/**
 * Drafts, previews and share links of every content type that has an edit form (docs/product.md#drafts):
 * `/api/{type}/{id}/draft`, `/publish`, `/preview`, `/preview-links`; for the roles that edit the type.
 */
export const draftRoutes = apiRoutes<{
  drafts: DraftsService
  editing: readonly {
    name: string
    single?: boolean
    apiPath?: string
    label: { one: string }
    active?: unknown
    editing: ContentEditing
  }[]
}>(['Drafts and previews'], ACCESS.content, async (api, { drafts, editing }) => {
  api.get('/drafts', {
    summary: 'Every unpublished draft (or a type’s), newest first, without its fields: what the lists mark',
    querystring: z.object({ type: z.string().max(50).optional() }),
    data: z.array(DraftSummarySchema),
    handler: (request) => drafts.list(request.query.type),
  })

  for (const type of editing) {
    const base = type.single ? apiPathOf(type) : `${apiPathOf(type)}/:id`
    const access = type.editing.access ?? ACCESS.content
    const what = type.label.one.toLowerCase()
    if (type.editing.create && type.active && !type.single) {
      api.post(`${apiPathOf(type)}/draft`, {
        access,
        status: 201,
        summary: `Adds a new ${what} as a draft: checked like a create, hidden from the public site until published`,
        body: type.editing.create.fields,
        data: DraftSchema,
        audit: { entity: type.name, action: 'create-draft', describe: itemEntry },
        handler: (request) =>
          drafts.createNew(type.name, request.body as Record<string, unknown>, personOf(request)),
      })
    }
    api.get(`${base}/draft`, {
      access,
      summary: `The unpublished draft of a ${what} (404 when it has none)`,
      data: DraftSchema,
      handler: (request) => drafts.get(type.name, idOf(request.params)),
    })
    api.put(`${base}/draft`, {
      access,
      summary: `Saves a ${what}'s changes as a draft: checked like a save, not shown on the public site`,
      body: type.editing.fields,
      data: DraftSchema,
      audit: { entity: type.name, action: 'save-draft', describe: itemEntry },
      handler: (request) =>
        drafts.save(
          type.name,
          idOf(request.params),
          request.body as Record<string, unknown>,
          personOf(request),
        ),
    })
    api.delete(`${base}/draft`, {
      access,
      summary: `Discards a ${what}'s draft (the public site keeps what it shows)`,
      data: z.object({ itemId: z.string() }),
      audit: { entity: type.name, action: 'discard-draft', describe: itemEntry },
      handler: async (request) => {
        const { itemId } = await drafts.itemOf(type.name, idOf(request.params))
        await drafts.discard(type.name, itemId)
        return { itemId }
      },
    })
    api.post(`${base}/publish`, {
      access,
      summary: `Publishes a ${what}'s draft: saved and live, a revision in its history`,
      data: z.object({ itemId: z.string() }),
      // Publishing records its own revision (drafts.service.ts), also when a schedule publishes.
      config: { revision: false },
      audit: { entity: type.name, action: 'publish', describe: itemEntry },
      handler: (request) => drafts.publish(type.name, idOf(request.params), personOf(request)),
    })
    api.post(`${base}/preview`, {
      access,
      summary: `An address that shows the public page with the ${what}'s draft to the person editing (30 minutes)`,
      data: StaffPreviewSchema,
      audit: false,
      handler: (request) => drafts.editorPreview(type.name, idOf(request.params)),
    })
    api.get(`${base}/preview-links`, {
      access,
      summary: `The share links of a ${what}'s draft, newest first (their addresses are shown once, when made)`,
      data: z.array(PreviewLinkSchema),
      handler: (request) => drafts.links(type.name, idOf(request.params)),
    })
    api.post(`${base}/preview-links`, {
      access,
      status: 201,
      summary: `A link that shows the ${what}'s draft as it is now to someone without an account, until it expires`,
      body: PreviewLinkBodySchema,
      data: CreatedPreviewLinkSchema,
      audit: {
        entity: type.name,
        action: 'share-preview',
        describe: (request) => ({ entityId: idOf(request.params) ?? null }),
      },
      handler: (request) =>
        drafts.createLink(type.name, idOf(request.params), request.body.expiresInDays, personOf(request)),
    })
    api.delete(`${base}/preview-links/:linkId`, {
      access,
      summary: `Revokes a share link of a ${what}'s draft: it shows that it was revoked from then on`,
      data: DeletedSchema,
      audit: {
        entity: type.name,
        action: 'revoke-preview',
        describe: (request) => ({ entityId: idOf(request.params) ?? null }),
      },
      handler: async (request) => {
        const { linkId } = request.params as { linkId: string }
        await drafts.revokeLink(type.name, idOf(request.params), linkId)
        return { _id: linkId }
      },
    })
  }
})
