import {
  type ContentSnapshot,
  type ContentStore,
  mediaOf,
  titleOf,
  titleTakenMessage,
} from '../../platform/content-store'
import { areasOf, type ContentType } from '../../platform/content-types'
import type { ContentChanges } from '../../platform/content-changes'
import type { Database } from '../../platform/db/database'
import { AppError } from '../../platform/errors'
import { isUuid } from '../../platform/fields'
import { paginationOf } from '../../platform/pagination'
import type { ReleaseMedia } from '../../platform/records'
import {
  deleteTrashGroup,
  expiredGroupIds,
  findTrashGroup,
  insertTrashGroup,
  listTrashGroups,
  type TrashRow,
} from './trash.repository'
import { TRASH_DAYS, type TrashGroup, type TrashQuery, type TrashType } from './trash.schema'

const DAY_MS = 24 * 60 * 60 * 1000
export const TRASH_NOT_FOUND = 'This item is no longer in the trash'

/** A deleted item as the trash keeps it: whole, with the items that had it as their parent. */
type TrashedItem = { type: string; id: string; title: string; content: ContentSnapshot; children: string[] }

/** Who deletes or restores. */
export type Actor = { id: string | null; name: string }

const countOf = (n: number, label: string) => `${n} ${label.toLowerCase()}${n === 1 ? '' : 's'}`

/** '3 events and 12 products': what went with the deleted items, in words ('' when nothing did). */
export function withItWords(type: ContentType, parts: Record<string, number>, children = 0): string {
  const words = (type.parts ?? [])
    .filter((part) => (parts[part.table] ?? 0) > 0)
    .map((part) => countOf(parts[part.table]!, part.label))
  if (children > 0) words.push(countOf(children, `sub${type.label.one}`).replace(/ys$/, 'ies'))
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

export function createTrashService(deps: {
  db: Database
  store: ContentStore
  changes: ContentChanges
  releaseMedia: ReleaseMedia
  /** After an item came back: its history records the restore. */
  onRestored?: (type: ContentType, itemId: string, actor: Actor) => Promise<unknown>
  /** After an item is gone for good: its history, drafts and links go too; answers the media they held. */
  onPurged?: (type: ContentType, itemId: string) => Promise<string[]>
}) {
  const { db, store, changes, releaseMedia } = deps

  function typeOf(name: string): ContentType {
    const type = store.typeNamed(name)
    if (!type || type.single) throw AppError.badRequest(`"${name}" is not a content type that can be deleted`)
    return type
  }

  /** The items whole, or 404 naming the first one that is not there. */
  async function capture(type: ContentType, ids: string[]): Promise<TrashedItem[]> {
    const items: TrashedItem[] = []
    for (const id of new Set(ids)) {
      const content = isUuid(id) ? await store.snapshot(db, type, id) : undefined
      if (!content) throw AppError.notFound(`${type.label.one} not found`)
      items.push({
        type: type.name,
        id,
        title: titleOf(type, content),
        content,
        children: await store.childrenOf(db, type, id),
      })
    }
    return items
  }

  function partsOf(type: ContentType, items: TrashedItem[]): Record<string, number> {
    const parts: Record<string, number> = {}
    for (const part of type.parts ?? []) {
      parts[part.table] = items.reduce((sum, item) => sum + (item.content.parts[part.table]?.length ?? 0), 0)
    }
    return parts
  }

  function toGroup(row: TrashRow): TrashGroup {
    const type = store.typeNamed(row.type)
    const items = row.items as unknown as TrashedItem[]
    const children = items.reduce((sum, item) => sum + item.children.length, 0)
    return {
      _id: row.id,
      type: row.type,
      typeLabel: type?.label.one ?? row.type,
      label: row.label,
      items: items.map((item) => ({ _id: item.id, title: item.title })),
      parts: row.parts,
      withIt: type ? withItWords(type, row.parts, children) : '',
      deletedAt: row.deletedAt.toISOString(),
      deletedBy: { _id: row.deletedById, name: row.deletedByName },
      purgeAt: new Date(row.deletedAt.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
    }
  }

  async function record(type: ContentType, items: TrashedItem[], actor: Actor): Promise<TrashGroup> {
    const row = await insertTrashGroup(db, {
      type: type.name,
      label: items.length === 1 ? items[0]!.title : `${items.length} ${type.label.many.toLowerCase()}`,
      items: items as unknown as Record<string, unknown>[],
      parts: partsOf(type, items),
      deletedById: actor.id,
      deletedByName: actor.name,
    })
    return toGroup(row)
  }

  async function purgeRow(row: TrashRow): Promise<void> {
    const urls: string[] = []
    for (const item of row.items as unknown as TrashedItem[]) {
      const type = store.typeNamed(item.type)
      if (!type) continue
      urls.push(...mediaOf(type, item.content))
      if (deps.onPurged) urls.push(...(await deps.onPurged(type, item.id)))
    }
    await releaseMedia(urls)
  }

  return {
    /** What deleting these items would take with them: the confirmation's "3 events and 12 products". */
    async contents(typeName: string, ids: string[]) {
      const type = typeOf(typeName)
      const items = await capture(type, ids)
      const parts = partsOf(type, items)
      const children = items.reduce((sum, item) => sum + item.children.length, 0)
      return {
        items: items.map((item) => ({ _id: item.id, title: item.title })),
        parts,
        children,
        withIt: withItWords(type, parts, children),
      }
    },

    /** Before a type's own delete route runs: the items as they are, to be kept once the delete is done. */
    async before(type: ContentType, ids: string[]): Promise<TrashedItem[]> {
      return capture(type, ids)
    },

    /** After that delete: the items are in the trash, one group. */
    record,

    /** Deletes several items of a type as one group (a bulk delete), restorable together. */
    async moveToTrash(typeName: string, ids: string[], actor: Actor): Promise<TrashGroup> {
      const type = typeOf(typeName)
      const items = await capture(type, ids)
      for (const item of items) await store.remove(db, type, item.id)
      for (const area of areasOf(type)) changes.changed(area)
      const group = await record(type, items, actor)
      // The trash holds them now: released only when nothing else does (the trash is asked too).
      await releaseMedia(items.flatMap((item) => mediaOf(type, item.content)))
      return group
    },

    /** The types whose items can be deleted, from the registry (the single ones, like the company, never are). */
    types(): TrashType[] {
      return store.types
        .filter((type) => !type.single)
        .map((type) => ({ name: type.name, one: type.label.one, many: type.label.many }))
    },

    async list(query: TrashQuery) {
      const { rows, total } = await listTrashGroups(db, {
        search: query.search,
        type: query.type,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      })
      return { data: rows.map(toGroup), pagination: paginationOf(query, total) }
    },

    /**
     * Brings a group back whole, each item with its id, parts and subitems; a unique name taken meanwhile is
     * refused with 409 (the person may restore it under another name, `rename`, when the group is one item).
     */
    async restore(groupId: string, actor: Actor, rename?: string) {
      const row = isUuid(groupId) ? await findTrashGroup(db, groupId) : undefined
      if (!row) throw AppError.notFound(TRASH_NOT_FOUND)
      const type = typeOf(row.type)
      const items = row.items as unknown as TrashedItem[]
      if (rename && items.length !== 1)
        throw AppError.badRequest('Only a single item can be restored under another name')
      const titleKey = type.titleColumn.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
      for (const item of items) {
        const title = rename ?? item.title
        if (type.uniqueTitle && (await store.titleTaken(db, type, title, item.id))) {
          throw AppError.conflict(titleTakenMessage(type, title), { title: titleTakenMessage(type, title) })
        }
        if (await store.snapshot(db, type, item.id)) {
          throw AppError.conflict(`"${item.title}" exists already: it was restored another way.`)
        }
      }
      for (const item of items) {
        const content = rename
          ? { ...item.content, fields: { ...item.content.fields, [titleKey]: rename } }
          : item.content
        await store.write(db, type, item.id, content)
        await store.adopt(db, type, item.id, item.children)
      }
      await deleteTrashGroup(db, row.id)
      for (const area of areasOf(type)) changes.changed(area)
      for (const item of items) await deps.onRestored?.(type, item.id, actor)
      const title =
        items.length === 1 ? (rename ?? items[0]!.title) : `${items.length} ${type.label.many.toLowerCase()}`
      return { type: type.name, ids: items.map((item) => item.id), title }
    },

    /** A group's name for a person ('Lighting', '3 services'), for the audit entry of its purge; none if unknown. */
    async labelOf(groupId: string): Promise<{ title: string } | undefined> {
      const row = isUuid(groupId) ? await findTrashGroup(db, groupId) : undefined
      return row ? { title: toGroup(row).label } : undefined
    },

    /** Deletes a group for good now, and the media nothing else uses. */
    async purge(groupId: string): Promise<void> {
      const row = isUuid(groupId) ? await deleteTrashGroup(db, groupId) : undefined
      if (!row) throw AppError.notFound(TRASH_NOT_FOUND)
      await purgeRow(row)
    },

    /** Purges every group older than the trash keeps (the job worker, daily). Answers how many went. */
    async purgeExpired(now = new Date()): Promise<number> {
      const ids = await expiredGroupIds(db, new Date(now.getTime() - TRASH_DAYS * DAY_MS))
      for (const id of ids) {
        const row = await deleteTrashGroup(db, id)
        if (row) await purgeRow(row)
      }
      return ids.length
    },
  }
}

export type TrashService = ReturnType<typeof createTrashService>
