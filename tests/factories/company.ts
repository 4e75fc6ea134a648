import type { Database } from '../../platform/db/database'
import type { companyInfo } from '../../platform/db/tables'
import { insertCompany } from '../../server/seed/rows'

export async function createCompany(db: Database, overrides: Partial<typeof companyInfo.$inferInsert> = {}) {
  return insertCompany(db, { name: 'Test Company', ...overrides })
}
