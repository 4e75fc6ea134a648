import type { Database } from '../../platform/db/database'
import type { categories, events, products } from '../../platform/db/schema'
import { insertCategory, insertEvent, insertProduct } from '../../server/seed/rows'
import { nextSequence } from './sequence'

export async function createCategory(db: Database, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const n = nextSequence()
  return insertCategory(db, {
    title: `Product Category ${n}`,
    shortDescription: `Industrial products, range ${n}.`,
    displayOrder: n,
    ...overrides,
  })
}

export async function createEvent(
  db: Database,
  categoryId: string,
  overrides: Partial<typeof events.$inferInsert> = {},
) {
  const n = nextSequence()
  return insertEvent(db, {
    categoryId,
    title: `Technical Event ${n}`,
    description: `A technical session for engineers, number ${n}.`,
    ...overrides,
  })
}

export async function createProduct(
  db: Database,
  categoryId: string,
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  const n = nextSequence()
  return insertProduct(db, {
    categoryId,
    name: `Product ${n}`,
    description: `Product number ${n}.`,
    sortOrder: n,
    ...overrides,
  })
}
