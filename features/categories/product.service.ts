import type { ContentChanges } from '../../platform/content-changes'
import type { Database } from '../../platform/db/database'
import { AppError } from '../../platform/errors'
import type { MediaReleaser } from '../media/media.references'
import { isUuid } from '../../platform/fields'
import { requireCategory } from './category.lookup'
import {
  countProductRows,
  deleteProductRow,
  findProductRow,
  insertProductRow,
  listProductRows,
  type ProductRow,
  updateProductRow,
} from './product.repository'
import type { Product, ProductInput, ProductUpdate } from './product.schema'

export const PRODUCT_NOT_FOUND = 'Product not found'

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    price: row.price === null ? null : Number(row.price),
    isNew: row.isNew,
    isEcoFriendly: row.isEcoFriendly,
    order: row.sortOrder,
    category: row.categoryId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

type Deps = { db: Database; events: ContentChanges; releaseMedia: MediaReleaser }

export function createProductsService({ db, events, releaseMedia }: Deps) {
  /** A product of this category; the category is checked first ('Category not found'). */
  async function load(categoryId: string, productId: string): Promise<ProductRow> {
    await requireCategory(db, categoryId, { includeInactive: true })
    const row = isUuid(productId) ? await findProductRow(db, categoryId, productId) : undefined
    if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND)
    return row
  }

  return {
    /** A category's products by order, then name; visitors get 404 for an inactive category. */
    async listForCategory(categoryId: string, options: { includeInactive: boolean }): Promise<Product[]> {
      await requireCategory(db, categoryId, options)
      return (await listProductRows(db, [categoryId])).map(toProduct)
    },

    async create(categoryId: string, input: ProductInput): Promise<Product> {
      await requireCategory(db, categoryId, { includeInactive: true })
      const row = await insertProductRow(db, {
        categoryId,
        name: input.name,
        description: input.description ?? '',
        imageUrl: input.imageUrl ?? null,
        price: input.price ?? null,
        isNew: input.isNew,
        isEcoFriendly: input.isEcoFriendly,
        sortOrder: input.order ?? (await countProductRows(db, categoryId)),
      })
      events.changed('products')
      return toProduct(row)
    },

    async update(categoryId: string, productId: string, input: ProductUpdate): Promise<Product> {
      const before = await load(categoryId, productId)
      const row = await updateProductRow(db, productId, {
        name: input.name,
        description: input.description,
        imageUrl: input.imageUrl,
        price: input.price,
        isNew: input.isNew,
        isEcoFriendly: input.isEcoFriendly,
        sortOrder: input.order,
      })
      if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND)
      events.changed('products')
      if (input.imageUrl !== undefined && input.imageUrl !== before.imageUrl)
        await releaseMedia([before.imageUrl])
      return toProduct(row)
    },

    async remove(categoryId: string, productId: string): Promise<void> {
      await load(categoryId, productId)
      const removed = await deleteProductRow(db, productId)
      if (!removed) throw AppError.notFound(PRODUCT_NOT_FOUND)
      events.changed('products')
      await releaseMedia([removed.imageUrl])
    },
  }
}

export type ProductsService = ReturnType<typeof createProductsService>
