import { EVENTS_PART } from './category.content-type'
import { AppError } from '../../platform/errors'
import { type RecordDeps, recordWrites, toRecord } from '../../platform/records'
import { sanitizeRichText } from '../../platform/sanitize'
import { requireCategory } from './category.lookup'
import { categoryRows } from './category.repository'
import { isUuid } from '../../platform/fields'
import { type EventRow, eventRows, listEventRows } from './event.repository'
import type { Event, EventInput, EventMove } from './event.schema'

export const EVENT_NOT_FOUND = 'Event not found'

export function toEvent(row: EventRow): Event {
  const { categoryId, registrationUrl, ...columns } = row
  return toRecord(
    { ...columns, date: row.date ? row.date.toISOString() : null },
    { category: categoryId, registrationUrl },
  )
}

/** Who asks, and (for the routes nested under a category) which category the event must belong to. */
type Scope = { includeInactive: boolean; categoryId?: string }

export function createEventsService(deps: RecordDeps) {
  const records = recordWrites(deps, eventRows, { content: EVENTS_PART, notFound: EVENT_NOT_FOUND })

  async function load(id: string, scope: Scope): Promise<EventRow> {
    if (scope.categoryId !== undefined) await requireCategory(deps.db, scope.categoryId, scope)
    const row = await records.load(
      id,
      (row) => scope.categoryId === undefined || row.categoryId === scope.categoryId.toLowerCase(),
    )
    if (!scope.includeInactive && scope.categoryId === undefined) {
      const category = await categoryRows.find(deps.db, row.categoryId)
      if (!category?.isActive) throw AppError.notFound(EVENT_NOT_FOUND)
    }
    return row
  }

  return {
    /** Events, newest first (undated last); visitors see only those of active categories. */
    async list(filter: { category?: string }, options: { includeInactive: boolean }): Promise<Event[]> {
      if (filter.category !== undefined && !isUuid(filter.category)) return []
      const rows = await listEventRows(deps.db, {
        categoryIds: filter.category === undefined ? undefined : [filter.category],
        activeCategoriesOnly: !options.includeInactive,
      })
      return rows.map(toEvent)
    },

    /** A category's events; 404 'Category not found' when the category is unknown (or inactive, for visitors). */
    async listForCategory(categoryId: string, options: { includeInactive: boolean }): Promise<Event[]> {
      await requireCategory(deps.db, categoryId, options)
      return (await listEventRows(deps.db, { categoryIds: [categoryId] })).map(toEvent)
    },

    async get(id: string, scope: Scope): Promise<Event> {
      return toEvent(await load(id, scope))
    },

    async create(categoryId: string, input: EventInput): Promise<Event> {
      await requireCategory(deps.db, categoryId, { includeInactive: true })
      const row = await records.create({
        ...input,
        categoryId,
        details: sanitizeRichText(input.details ?? ''),
        date: input.date ? new Date(input.date) : null,
      })
      return toEvent(row)
    },

    /** Changes the fields sent; `category` moves the event (404 'Category not found' if there is no such one). */
    async update(
      id: string,
      { category, ...input }: EventMove,
      scope: { categoryId?: string } = {},
    ): Promise<Event> {
      const before = await load(id, { includeInactive: true, categoryId: scope.categoryId })
      if (category !== undefined) await requireCategory(deps.db, category, { includeInactive: true })
      // Deleted meanwhile (or with its category): 404, nothing left to update.
      const row = await records.update(before, {
        ...input,
        categoryId: category,
        details: input.details === undefined ? undefined : sanitizeRichText(input.details),
        date: input.date === undefined ? undefined : input.date === null ? null : new Date(input.date),
      })
      return toEvent(row)
    },

    async remove(id: string, scope: { categoryId?: string } = {}): Promise<void> {
      await load(id, { includeInactive: true, categoryId: scope.categoryId })
      await records.remove(id)
    },
  }
}

export type EventsService = ReturnType<typeof createEventsService>
