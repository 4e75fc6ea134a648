import type { Database } from '../../platform/db/database'
import { companyInfo } from '../../platform/db/schema'

export async function createCompany(db: Database, overrides: Partial<typeof companyInfo.$inferInsert> = {}) {
  const [row] = await db
    .insert(companyInfo)
    .values({ name: 'Test Company', ...overrides })
    .returning()
  if (!row) throw new Error('createCompany: no row returned')
  return row
}
