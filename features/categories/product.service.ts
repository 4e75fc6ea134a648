import { sql } from 'drizzle-orm'
import { PRODUCTS_PART } from './category.content-type'
import { AppError } from '../../platform/errors'
import { type RecordDeps, recordWrites, toRecord } from '../../platform/records'
import { isUuid } from '../../platform/fields'
import { requireCategory } from './category.lookup'
import { orderedRows } from '../../platform/ordering'
import { products } from '../../platform/db/tables'
import {
  inCategory,
  listProductRows,
  PRODUCT_ORDER,
  type ProductRow,
  productRows,
} from './product.repository'
import type { Product, ProductInput, ProductUpdate } from './product.schema'

export const PRODUCT_NOT_FOUND = 'Product not found'

export function toProduct(row: ProductRow): Product {
  const { sortOrder, categoryId, ...columns } = row
  return toRecord(
    { ...columns, price: row.price === null ? null : Number(row.price) },
    { order: sortOrder, category: categoryId },
  )
}

export function createProductsService(deps: RecordDeps) {
  const records = recordWrites(deps, productRows, { content: PRODUCTS_PART, notFound: PRODUCT_NOT_FOUND })

  /** A product of this category; the category is checked first ('Category not found'). */
  async function load(categoryId: string, productId: string): Promise<ProductRow> {
    await requireCategory(deps.db, categoryId, { includeInactive: true })
    const row = isUuid(productId)
      ? await productRows.find(deps.db, productId, inCategory(categoryId))
      : undefined
    if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND)
    return row
  }

  return {
    /** A category's products by order, then name; visitors get 404 for an inactive category. */
    async listForCategory(categoryId: string, options: { includeInactive: boolean }): Promise<Product[]> {
      await requireCategory(deps.db, categoryId, options)
      return (await listProductRows(deps.db, [categoryId])).map(toProduct)
    },

    /** A new product without an order goes last in its category. */
    async create(categoryId: string, { order, ...input }: ProductInput): Promise<Product> {
      await requireCategory(deps.db, categoryId, { includeInactive: true })
      const sortOrder = order ?? (await productRows.count(deps.db, inCategory(categoryId)))
      return toProduct(await records.create({ ...input, categoryId, sortOrder }))
    },

    async update(
      categoryId: string,
      productId: string,
      { order, ...input }: ProductUpdate,
    ): Promise<Product> {
      const before = await load(categoryId, productId)
      return toProduct(await records.update(before, { ...input, sortOrder: order }))
    },

    async remove(categoryId: string, productId: string): Promise<void> {
      await load(categoryId, productId)
      await records.remove(productId)
    },

    /** The order of a category's products (PUT /categories/{id}/products/order). */
    orderOf: (categoryId: string) =>
      orderedRows(deps, {
        table: products,
        id: products.id,
        order: products.sortOrder,
        name: products.name,
        ordering: PRODUCT_ORDER,
        where: isUuid(categoryId) ? inCategory(categoryId) : sql`false`,
        area: PRODUCTS_PART.area,
      }),
  }
}

export type ProductsService = ReturnType<typeof createProductsService>
