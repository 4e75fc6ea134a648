import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { categories, events } from '../../platform/db/schema'

export type EventRow = typeof events.$inferSelect
export type NewEventRow = typeof events.$inferInsert

/** Newest date first; events without a date last. */
const ordering = [sql`${events.date} desc nulls last`, desc(events.createdAt)]

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
  return db
    .select()
    .from(events)
    .where(and(...conditions))
    .orderBy(...ordering)
}

export async function findEventRow(db: Database, id: string) {
  const rows = await db.select().from(events).where(eq(events.id, id)).limit(1)
  return rows[0]
}

export async function insertEventRow(db: Database, values: NewEventRow) {
  const [row] = await db.insert(events).values(values).returning()
  return row!
}

export async function updateEventRow(db: Database, id: string, values: Partial<NewEventRow>) {
  const [row] = await db
    .update(events)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(events.id, id))
    .returning()
  return row
}

export async function deleteEventRow(db: Database, id: string) {
  const [row] = await db.delete(events).where(eq(events.id, id)).returning()
  return row
}

/** Image URLs of every event in a category (to release when the category goes). */
export async function eventImageUrls(db: Database, categoryId: string) {
  const rows = await db
    .select({ imageUrl: events.imageUrl })
    .from(events)
    .where(eq(events.categoryId, categoryId))
  return rows.map((row) => row.imageUrl)
}
