import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { products } from '../../platform/db/schema'

export type ProductRow = typeof products.$inferSelect
export type NewProductRow = typeof products.$inferInsert

export async function listProductRows(db: Database, categoryIds: string[]) {
  if (categoryIds.length === 0) return []
  return db
    .select()
    .from(products)
    .where(inArray(products.categoryId, categoryIds))
    .orderBy(asc(products.sortOrder), asc(products.name), asc(products.createdAt))
}

export async function findProductRow(db: Database, categoryId: string, id: string) {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.categoryId, categoryId)))
    .limit(1)
  return rows[0]
}

export async function countProductRows(db: Database, categoryId: string) {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, categoryId))
  return row?.n ?? 0
}

export async function insertProductRow(db: Database, values: NewProductRow) {
  const [row] = await db.insert(products).values(values).returning()
  return row!
}

export async function updateProductRow(db: Database, id: string, values: Partial<NewProductRow>) {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning()
  return row
}

export async function deleteProductRow(db: Database, id: string) {
  const [row] = await db.delete(products).where(eq(products.id, id)).returning()
  return row
}

/** Image URLs of every product in a category (to release when the category goes). */
export async function productImageUrls(db: Database, categoryId: string) {
  const rows = await db
    .select({ imageUrl: products.imageUrl })
    .from(products)
    .where(eq(products.categoryId, categoryId))
  return rows.map((row) => row.imageUrl)
}
