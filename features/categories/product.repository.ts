import { asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { tableRows } from '../../platform/db/table'
import { products } from '../../platform/db/tables'

export type ProductRow = typeof products.$inferSelect

export const PRODUCT_ORDER = [asc(products.sortOrder), asc(products.name), asc(products.createdAt)]
export const productRows = tableRows(products, PRODUCT_ORDER)

export async function listProductRows(db: Database, categoryIds: string[]) {
  if (categoryIds.length === 0) return []
  return productRows.list(db, inArray(products.categoryId, categoryIds))
}

export const inCategory = (categoryId: string) => eq(products.categoryId, categoryId)
