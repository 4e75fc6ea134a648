import { and, asc, count, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { categories } from '../../platform/db/schema'

export type CategoryRow = typeof categories.$inferSelect
export type NewCategoryRow = typeof categories.$inferInsert

const ordering = [asc(categories.displayOrder), asc(categories.title)]

export async function listCategoryRows(
  db: Database,
  filter: { isActive?: boolean; topLevelOnly?: boolean } = {},
) {
  const conditions: SQL[] = []
  if (filter.isActive !== undefined) conditions.push(eq(categories.isActive, filter.isActive))
  if (filter.topLevelOnly) conditions.push(isNull(categories.parentId))
  return db
    .select()
    .from(categories)
    .where(and(...conditions))
    .orderBy(...ordering)
}

export async function listChildRows(db: Database, parentIds: string[], filter: { isActive?: boolean } = {}) {
  if (parentIds.length === 0) return []
  const conditions: SQL[] = [inArray(categories.parentId, parentIds)]
  if (filter.isActive !== undefined) conditions.push(eq(categories.isActive, filter.isActive))
  return db
    .select()
    .from(categories)
    .where(and(...conditions))
    .orderBy(...ordering)
}

export async function findCategoryRow(db: Database, id: string) {
  const rows = await db.select().from(categories).where(eq(categories.id, id)).limit(1)
  return rows[0]
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

export async function findParentId(db: Database, id: string) {
  const rows = await db
    .select({ parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1)
  return rows[0]
}

export async function countCategoryRows(db: Database) {
  const [row] = await db.select({ n: count() }).from(categories)
  return row?.n ?? 0
}

export async function insertCategoryRow(db: Database, values: NewCategoryRow) {
  const [row] = await db.insert(categories).values(values).returning()
  return row!
}

export async function updateCategoryRow(db: Database, id: string, values: Partial<NewCategoryRow>) {
  const [row] = await db
    .update(categories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(categories.id, id))
    .returning()
  return row
}

export async function deleteCategoryRow(db: Database, id: string) {
  const [row] = await db.delete(categories).where(eq(categories.id, id)).returning()
  return row
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
