import type { Database } from '../../platform/db/database'
import { insertCategory, insertEvent, insertProduct } from '../../server/seed/rows'
import { factory } from './sequence'

export const createCategory = factory(insertCategory, (n) => ({
  title: `Product Category ${n}`,
  slug: `product-category-${n}`,
  shortDescription: `Industrial products, range ${n}.`,
  displayOrder: n,
}))

const event = factory(insertEvent, (n) => ({
  title: `Technical Event ${n}`,
  description: `A technical session for engineers, number ${n}.`,
}))

const product = factory(insertProduct, (n) => ({
  name: `Product ${n}`,
  description: `Product number ${n}.`,
  sortOrder: n,
}))

type Overrides<Make extends (db: Database, row: never) => unknown> = Parameters<Make>[1]

/** An event of this category. */
export const createEvent = (db: Database, categoryId: string, overrides: Overrides<typeof event> = {}) =>
  event(db, { categoryId, ...overrides })

/** A product of this category. */
export const createProduct = (db: Database, categoryId: string, overrides: Overrides<typeof product> = {}) =>
  product(db, { categoryId, ...overrides })
