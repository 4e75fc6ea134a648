import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import type { ContentStore } from '../platform/content-store'
import { type ContentPart, type ContentType, routeBaseOf } from '../platform/content-types'
import type { Database } from '../platform/db/database'
import { inTransaction } from '../platform/db/unit-of-work'
import { isUuid } from '../platform/fields'
import type { RevisionsService } from '../features/history/revisions.service'
import type { TrashService } from '../features/trash/trash.service'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** How a write route names the item it changes. */
export type WriteTarget =
  | { type: ContentType; item: 'single' }
  /** A create: the new item's `_id` is in the answer. */
  | { type: ContentType; item: 'created' }
  /** The item's id is the `:id` of the path; `deletes`: the route deletes the item itself. */
  | { type: ContentType; item: 'param'; deletes: boolean }
  /** A part written on its own path: its owner is named in the answer (a create) or by the part's row. */
  | { type: ContentType; item: 'owner'; part: ContentPart; created: boolean }

/**
 * Which content item a write route changes, from its path and the registry alone: `/services/:id/…` a service,
 * `/company/…` the company, `/events/:id` the category of that event. Undefined for a route that writes no one item
 * (`/categories/reorder`) or none at all.
 */
export function writeTargetOf(
  types: readonly ContentType[],
  method: string,
  url: string,
): WriteTarget | undefined {
  if (!WRITES.has(method)) return undefined
  const path = url.replace(/^\/api(?=\/)/, '')
  for (const type of types) {
    const base = routeBaseOf(type)
    if (path !== base && !path.startsWith(`${base}/`)) continue
    if (type.single) return { type, item: 'single' }
    const rest = path.slice(base.length)
    if (rest === '') return method === 'POST' ? { type, item: 'created' } : undefined
    if (rest === '/:id') return { type, item: 'param', deletes: method === 'DELETE' }
    if (rest.startsWith('/:id/')) return { type, item: 'param', deletes: false }
    return undefined
  }
  for (const type of types) {
    for (const part of type.parts ?? []) {
      if (!part.path) continue
      if (path === part.path && method === 'POST') return { type, item: 'owner', part, created: true }
      if (path === `${part.path}/:id`) return { type, item: 'owner', part, created: false }
    }
  }
  return undefined
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
const dataOf = (answer: unknown) => (answer as { data?: Record<string, unknown> } | undefined)?.data

/**
 * Every write of a content item keeps its history and its deletions (docs/decisions/0022-content-safety.md): an
 * onRoute hook, like the audit log's, on every route the registry's types are written through. In the write's
 * unit of work: before, the item's state if its history does not end with it; after, the new state as a revision
 * (none when nothing changed). A route that deletes an item puts it in the trash, whole, instead.
 */
export function contentWrites(deps: {
  db: Database
  types: readonly ContentType[]
  store: ContentStore
  revisions: RevisionsService
  trash: TrashService
}) {
  const { db, types, store, revisions, trash } = deps
  return (route: RouteOptions) => {
    const method = [route.method].flat()[0] as string
    const target = writeTargetOf(types, method, route.url)
    const declared = route.config?.revision
    if (!target || declared === false) return
    const action = declared ?? (target.item === 'created' ? 'create' : 'update')
    const handler = route.handler
    route.handler = async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
      const author = { id: request.admin?._id ?? null, name: request.admin?.name ?? '' }
      const params = (request.params ?? {}) as Record<string, string>
      return inTransaction(db, async (tx) => {
        let itemId: string | undefined
        if (target.item === 'single') itemId = await store.singleId(tx, target.type)
        else if (target.item === 'param') itemId = isUuid(params.id ?? '') ? params.id : undefined
        else if (target.item === 'owner' && !target.created && isUuid(params.id ?? '')) {
          itemId = await store.ownerOf(tx, target.part, params.id!)
        }
        const deleted =
          target.item === 'param' && target.deletes && itemId
            ? await trash.before(target.type, [itemId]).catch(() => undefined)
            : undefined
        // The newest revision's fingerprint once beforeWrite has made it the state before: no need to read it again.
        const latest = itemId && !deleted ? await revisions.beforeWrite(target.type, itemId) : undefined
        const answer: unknown = await handler.call(this as never, request, reply)
        if (reply.statusCode >= 400) return answer
        if (deleted) {
          await trash.record(target.type, deleted, author)
          return answer
        }
        if (target.item === 'created') itemId = dataOf(answer)?._id as string | undefined
        if (target.item === 'owner' && target.created) {
          itemId = dataOf(answer)?.[camel(target.part.ownerKey)] as string | undefined
        }
        if (target.item === 'single') itemId ??= await store.singleId(tx, target.type)
        if (itemId && isUuid(itemId)) await revisions.record(target.type, itemId, action, author, { latest })
        return answer
      })
    }
  }
}
