import type { ContentChanges } from '../../platform/content-changes'
import type { Database } from '../../platform/db/database'
import { AppError } from '../../platform/errors'
import { sanitizeRichText } from '../../platform/sanitize'
import { requireCategory } from './category.lookup'
import { findCategoryRow } from './category.repository'
import type { MediaReleaser } from '../media/media.references'
import { isUuid } from '../../platform/fields'
import {
  deleteEventRow,
  type EventRow,
  findEventRow,
  insertEventRow,
  listEventRows,
  updateEventRow,
} from './event.repository'
import type { Event, EventInput, EventMove } from './event.schema'

export const EVENT_NOT_FOUND = 'Event not found'

export function toEvent(row: EventRow): Event {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    details: row.details,
    date: row.date ? row.date.toISOString() : null,
    imageUrl: row.imageUrl,
    imagePublicId: row.imagePublicId,
    location: row.location,
    organizer: row.organizer,
    category: row.categoryId,
    registrationUrl: row.registrationUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

type Deps = { db: Database; events: ContentChanges; releaseMedia: MediaReleaser }

/** Who asks, and (for the routes nested under a category) which category the event must belong to. */
type Scope = { includeInactive: boolean; categoryId?: string }

export function createEventsService({ db, events, releaseMedia }: Deps) {
  async function load(id: string, scope: Scope): Promise<EventRow> {
    if (scope.categoryId !== undefined) await requireCategory(db, scope.categoryId, scope)
    const row = isUuid(id) ? await findEventRow(db, id) : undefined
    if (!row || (scope.categoryId !== undefined && row.categoryId !== scope.categoryId.toLowerCase()))
      throw AppError.notFound(EVENT_NOT_FOUND)
    if (!scope.includeInactive && scope.categoryId === undefined) {
      const category = await findCategoryRow(db, row.categoryId)
      if (!category?.isActive) throw AppError.notFound(EVENT_NOT_FOUND)
    }
    return row
  }

  return {
    /** Events, newest first (undated last); visitors see only those of active categories. */
    async list(filter: { category?: string }, options: { includeInactive: boolean }): Promise<Event[]> {
      if (filter.category !== undefined && !isUuid(filter.category)) return []
      const rows = await listEventRows(db, {
        categoryIds: filter.category === undefined ? undefined : [filter.category],
        activeCategoriesOnly: !options.includeInactive,
      })
      return rows.map(toEvent)
    },

    /** A category's events; 404 'Category not found' when the category is unknown (or inactive, for visitors). */
    async listForCategory(categoryId: string, options: { includeInactive: boolean }): Promise<Event[]> {
      await requireCategory(db, categoryId, options)
      return (await listEventRows(db, { categoryIds: [categoryId] })).map(toEvent)
    },

    async get(id: string, scope: Scope): Promise<Event> {
      return toEvent(await load(id, scope))
    },

    async create(categoryId: string, input: EventInput): Promise<Event> {
      await requireCategory(db, categoryId, { includeInactive: true })
      const row = await insertEventRow(db, {
        categoryId,
        title: input.title,
        description: input.description,
        details: sanitizeRichText(input.details ?? ''),
        date: input.date ? new Date(input.date) : null,
        imageUrl: input.imageUrl ?? null,
        imagePublicId: input.imagePublicId ?? null,
        location: input.location ?? '',
        organizer: input.organizer ?? '',
        registrationUrl: input.registrationUrl ?? null,
      })
      events.changed('events')
      return toEvent(row)
    },

    /** Changes the fields sent; `category` moves the event (404 'Category not found' if there is no such one). */
    async update(id: string, input: EventMove, scope: { categoryId?: string } = {}): Promise<Event> {
      const before = await load(id, { includeInactive: true, categoryId: scope.categoryId })
      if (input.category !== undefined) await requireCategory(db, input.category, { includeInactive: true })
      const row = await updateEventRow(db, id, {
        categoryId: input.category,
        title: input.title,
        description: input.description,
        details: input.details === undefined ? undefined : sanitizeRichText(input.details),
        date: input.date === undefined ? undefined : input.date === null ? null : new Date(input.date),
        imageUrl: input.imageUrl,
        imagePublicId: input.imagePublicId,
        location: input.location,
        organizer: input.organizer,
        registrationUrl: input.registrationUrl,
      })
      // Deleted meanwhile (or with its category): nothing left to update.
      if (!row) throw AppError.notFound(EVENT_NOT_FOUND)
      events.changed('events')
      if (input.imageUrl !== undefined && input.imageUrl !== before.imageUrl)
        await releaseMedia([before.imageUrl])
      return toEvent(row)
    },

    async remove(id: string, scope: { categoryId?: string } = {}): Promise<void> {
      await load(id, { includeInactive: true, categoryId: scope.categoryId })
      const removed = await deleteEventRow(db, id)
      if (!removed) throw AppError.notFound(EVENT_NOT_FOUND)
      events.changed('events')
      await releaseMedia([removed.imageUrl])
    },
  }
}

export type EventsService = ReturnType<typeof createEventsService>
