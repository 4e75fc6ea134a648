import type { Database } from '../../platform/db/database'
import { categories, events, products } from '../../platform/db/schema'
import { nextSequence } from './sequence'

export async function createCategory(db: Database, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const n = nextSequence()
  const [row] = await db
    .insert(categories)
    .values({
      title: `Product Category ${n}`,
      shortDescription: `Industrial products, range ${n}.`,
      displayOrder: n,
      ...overrides,
    })
    .returning()
  if (!row) throw new Error('createCategory: no row returned')
  return row
}

export async function createEvent(
  db: Database,
  categoryId: string,
  overrides: Partial<typeof events.$inferInsert> = {},
) {
  const n = nextSequence()
  const [row] = await db
    .insert(events)
    .values({
      categoryId,
      title: `Technical Event ${n}`,
      description: `A technical session for engineers, number ${n}.`,
      ...overrides,
    })
    .returning()
  if (!row) throw new Error('createEvent: no row returned')
  return row
}

export async function createProduct(
  db: Database,
  categoryId: string,
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  const n = nextSequence()
  const [row] = await db
    .insert(products)
    .values({
      categoryId,
      name: `Product ${n}`,
      description: `Product number ${n}.`,
      sortOrder: n,
      ...overrides,
    })
    .returning()
  if (!row) throw new Error('createProduct: no row returned')
  return row
}
