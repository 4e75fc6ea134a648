import { and, desc, inArray, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { tableRows } from '../../platform/db/table'
import { categories, events } from '../../platform/db/tables'

export type EventRow = typeof events.$inferSelect

/** Newest date first; events without a date last. */
export const eventRows = tableRows(events, [sql`${events.date} desc nulls last`, desc(events.createdAt)])

/** Events, optionally of one category, optionally only those whose category is active. */
export async function listEventRows(
  db: Database,
  filter: { categoryIds?: string[]; activeCategoriesOnly?: boolean } = {},
) {
  if (filter.categoryIds?.length === 0) return []
  const conditions: SQL[] = []
  if (filter.categoryIds) {
    conditions.push(inArray(events.categoryId, filter.categoryIds))
  }
  if (filter.activeCategoriesOnly) {
    conditions.push(
      sql`exists (select 1 from ${categories} where ${categories.id} = ${events.categoryId} and ${categories.isActive})`,
    )
  }
  return eventRows.list(db, and(...conditions))
}
