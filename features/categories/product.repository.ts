import { asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { tableRows } from '../../platform/db/table'
import { products } from '../../platform/db/tables'

export type ProductRow = typeof products.$inferSelect

export const productRows = tableRows(products, [
  asc(products.sortOrder),
  asc(products.name),
  asc(products.createdAt),
])

export async function listProductRows(db: Database, categoryIds: string[]) {
  if (categoryIds.length === 0) return []
  return productRows.list(db, inArray(products.categoryId, categoryIds))
}

export const inCategory = (categoryId: string) => eq(products.categoryId, categoryId)
