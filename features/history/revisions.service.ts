import {
  type ContentSnapshot,
  type ContentStore,
  fingerprint,
  mediaOf,
  titleOf,
  titleTakenMessage,
} from '../../platform/content-store'
import { areasOf, type ContentType } from '../../platform/content-types'
import type { ContentChanges } from '../../platform/content-changes'
import type { Database } from '../../platform/db/database'
import { AppError } from '../../platform/errors'
import { isUuid } from '../../platform/fields'
import type { ReleaseMedia } from '../../platform/records'
import type { Revision, RevisionSummary } from './history.schema'
import {
  deleteRevisions,
  findRevision,
  insertRevision,
  latestHash,
  listRevisions,
  newestIds,
  revisionsBefore,
} from './revisions.repository'

export const REVISION_NOT_FOUND = 'Revision not found'

/** Who does a write: a signed-in person, or nobody known (a command, an earlier state). */
export type Author = { id: string | null; name: string }

/**
 * How long revisions are kept (docs/product.md#history): every one of the last `keepAllDays`, then the newest of
 * each day up to `keepDays`; an item's newest revision (its live state) always.
 */
export type RetentionPolicy = { keepAllDays: number; keepDays: number }
export const DEFAULT_RETENTION: RetentionPolicy = { keepAllDays: 30, keepDays: 365 }

const DAY_MS = 24 * 60 * 60 * 1000

export function createRevisionsService(deps: {
  db: Database
  store: ContentStore
  changes: ContentChanges
  releaseMedia: ReleaseMedia
}) {
  const { db, store, changes, releaseMedia } = deps

  function typeOf(name: string): ContentType {
    const type = store.typeNamed(name)
    if (!type) throw AppError.notFound(`No content type "${name}"`)
    return type
  }

  async function insert(
    type: ContentType,
    itemId: string,
    snapshot: ContentSnapshot,
    action: string,
    author: Author,
    at?: Date,
  ) {
    return insertRevision(db, {
      type: type.name,
      itemId,
      action,
      content: snapshot as unknown as Record<string, unknown>,
      hash: fingerprint(snapshot),
      authorId: author.id,
      authorName: author.name,
      createdAt: at,
    })
  }

  const summary = (row: {
    id: string
    action: string
    authorId: string | null
    authorName: string
    createdAt: Date
  }): RevisionSummary => ({
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    author: { _id: row.authorId, name: row.authorName },
    action: row.action,
  })

  /** The item's id: its own, or the single item's for a type that has one (the company's settings). */
  async function itemIdOf(type: ContentType, id: string | undefined): Promise<string> {
    const itemId = type.single ? await store.singleId(db, type) : id
    if (!itemId || !isUuid(itemId)) throw AppError.notFound(`${type.label.one} not found`)
    return itemId
  }

  const service = {
    itemIdOf,

    /** The item's name now ('' when it has gone). */
    async titleOf(type: ContentType, itemId: string): Promise<string> {
      const snapshot = await store.snapshot(db, type, itemId)
      return snapshot ? titleOf(type, snapshot) : ''
    },

    /**
     * Before a write: the item's state, kept as a revision of its own when the history does not end with it (the
     * item predates its history, or was changed where no revision is recorded). Its time is the item's last update.
     */
    async beforeWrite(type: ContentType, itemId: string): Promise<string | undefined> {
      const snapshot = await store.snapshot(db, type, itemId)
      if (!snapshot) return undefined
      const hash = fingerprint(snapshot)
      if ((await latestHash(db, type.name, itemId)) === hash) return hash
      const updatedAt = snapshot.fields.updatedAt
      const at = typeof updatedAt === 'string' ? new Date(updatedAt) : undefined
      await insert(type, itemId, snapshot, 'earlier', { id: null, name: '' }, at)
      return hash
    },

    /**
     * After a write: the item's state as a revision, unless it is the same as the newest one (nothing changed) and
     * the event is not worth a line of its own (`always`: back from the trash).
     */
    async record(
      type: ContentType,
      itemId: string,
      action: string,
      author: Author,
      /** always: record even an unchanged state; latest: the newest revision's fingerprint, when known. */
      options: { always?: boolean; latest?: string } = {},
    ): Promise<RevisionSummary | undefined> {
      const snapshot = await store.snapshot(db, type, itemId)
      if (!snapshot) return undefined
      if (!options.always) {
        const latest = options.latest ?? (await latestHash(db, type.name, itemId))
        if (latest === fingerprint(snapshot)) return undefined
      }
      return summary(await insert(type, itemId, snapshot, action, author))
    },

    async list(typeName: string, id?: string): Promise<RevisionSummary[]> {
      const type = typeOf(typeName)
      const itemId = await itemIdOf(type, id)
      const rows = await listRevisions(db, type.name, itemId)
      if (rows.length === 0 && !(await store.snapshot(db, type, itemId))) {
        throw AppError.notFound(`${type.label.one} not found`)
      }
      return rows.map(summary)
    },

    async get(typeName: string, id: string | undefined, revisionId: string): Promise<Revision> {
      const type = typeOf(typeName)
      const itemId = await itemIdOf(type, id)
      const row = isUuid(revisionId) ? await findRevision(db, type.name, itemId, revisionId) : undefined
      if (!row) throw AppError.notFound(REVISION_NOT_FOUND)
      return { ...summary(row), content: row.content as unknown as ContentSnapshot }
    },

    /**
     * Writes a revision's content back (parts included), under another name when one is given; the restore is
     * itself a revision. A unique name another item has taken meanwhile is refused (409), saying so.
     */
    async restore(
      typeName: string,
      id: string | undefined,
      revisionId: string,
      author: Author,
      rename?: string,
    ): Promise<RevisionSummary> {
      const type = typeOf(typeName)
      const itemId = await itemIdOf(type, id)
      const revision = await service.get(typeName, itemId, revisionId)
      if (!(await store.snapshot(db, type, itemId))) throw AppError.notFound(`${type.label.one} not found`)
      const content = withTitle(type, revision.content, rename)
      const title = titleOf(type, content)
      if (type.uniqueTitle && (await store.titleTaken(db, type, title, itemId))) {
        throw AppError.conflict(titleTakenMessage(type, title), { title: titleTakenMessage(type, title) })
      }
      await service.beforeWrite(type, itemId)
      await store.write(db, type, itemId, content)
      for (const area of areasOf(type)) changes.changed(area)
      const recorded = await service.record(type, itemId, 'restore', author)
      // The content was the live one already: nothing new to record, and the newest revision says so.
      return recorded ?? (await service.list(type.name, itemId))[0]!
    },

    /**
     * Keeps every revision of the last `keepAllDays`, then the newest of each day per item up to `keepDays`, and
     * each item's newest always; releases the media only the removed ones held. Answers how many went.
     */
    async prune(now = new Date(), policy: RetentionPolicy = DEFAULT_RETENTION): Promise<number> {
      const allUntil = new Date(now.getTime() - policy.keepAllDays * DAY_MS)
      const dailyUntil = new Date(now.getTime() - policy.keepDays * DAY_MS)
      const keep = await newestIds(db)
      const rows = await revisionsBefore(db, allUntil)
      // Oldest first: the last one seen of an item's day is the day's newest, kept.
      const newestOfDay = new Map<string, string>()
      for (const row of rows) {
        if (row.createdAt >= dailyUntil) {
          newestOfDay.set(`${row.type}:${row.itemId}:${row.createdAt.toISOString().slice(0, 10)}`, row.id)
        }
      }
      for (const id of newestOfDay.values()) keep.add(id)
      const doomed = rows.filter((row) => !keep.has(row.id))
      const removed = await deleteRevisions(
        db,
        doomed.map((row) => row.id),
      )
      const urls = removed.flatMap(({ type: name, content }) => {
        const type = store.typeNamed(name)
        return type ? mediaOf(type, content) : []
      })
      await releaseMedia(urls)
      return removed.length
    },
  }
  return service
}

/** The snapshot with another title, when one is given. */
export function withTitle(
  type: ContentType,
  content: ContentSnapshot,
  title: string | undefined,
): ContentSnapshot {
  if (!title) return content
  const key = type.titleColumn.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
  return { ...content, fields: { ...content.fields, [key]: title } }
}

export type RevisionsService = ReturnType<typeof createRevisionsService>
