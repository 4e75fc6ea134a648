import { companyInfo } from '../../server/db/schema'
import type { Database } from '../../server/db/database'

export async function findCompany(db: Database) {
  const rows = await db.select().from(companyInfo).limit(1)
  return rows[0]
}

export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>
