import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { equalsIfGiven, tableRows } from '../../platform/db/table'
import { categories, events, products } from '../../platform/db/tables'

export type CategoryRow = typeof categories.$inferSelect

export const CATEGORY_ORDER = [asc(categories.displayOrder), asc(categories.title)]
export const categoryRows = tableRows(categories, CATEGORY_ORDER)

export async function listCategoryRows(
  db: Database,
  filter: { isActive?: boolean; topLevelOnly?: boolean } = {},
) {
  const topLevel = filter.topLevelOnly ? isNull(categories.parentId) : undefined
  return categoryRows.list(db, and(equalsIfGiven(categories.isActive, filter.isActive), topLevel))
}

/** Another category whose title equals this one, ignoring case. */
export async function findCategoryWithTitle(db: Database, title: string, exceptId?: string) {
  const sameTitle = sql`lower(${categories.title}) = lower(${title})`
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(exceptId ? and(sameTitle, ne(categories.id, exceptId)) : sameTitle)
    .limit(1)
  return rows[0]
}

/**
 * Locks these categories for the rest of the transaction, always in id order, so that concurrent transactions
 * locking overlapping sets wait for each other instead of deadlocking. Returns the ids that exist.
 */
export async function lockCategoryRows(db: Database, ids: string[]) {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, ids))
    .orderBy(asc(categories.id))
    .for('update')
  return rows.map((row) => row.id)
}

/** Image URLs of every event and product in a category (to release when the category goes). */
export async function contentImageUrls(db: Database, categoryId: string) {
  const rows = await db
    .select({ imageUrl: events.imageUrl })
    .from(events)
    .where(eq(events.categoryId, categoryId))
    .unionAll(
      db.select({ imageUrl: products.imageUrl }).from(products).where(eq(products.categoryId, categoryId)),
    )
  return rows.map((row) => row.imageUrl)
}
