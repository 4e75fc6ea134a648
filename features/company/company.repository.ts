import { sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { companyInfo } from '../../platform/db/tables'

export type NewCompanyRow = typeof companyInfo.$inferInsert

const columns = {
  id: companyInfo.id,
  name: companyInfo.name,
  description: companyInfo.description,
  email: companyInfo.email,
  phone: companyInfo.phone,
  address: companyInfo.address,
  socialMedia: companyInfo.socialMedia,
  heroImages: companyInfo.heroImages,
  heroStats: companyInfo.heroStats,
  logo: companyInfo.logo,
  faq: companyInfo.faq,
  coordinates: companyInfo.coordinates,
  seo: companyInfo.seo,
  createdAt: companyInfo.createdAt,
  updatedAt: companyInfo.updatedAt,
}

export async function findCompany(db: Database) {
  const rows = await db.select(columns).from(companyInfo).limit(1)
  return rows[0]
}

/** The company record, locked until the transaction ends (undefined while none exists). */
export async function findCompanyForUpdate(db: Database) {
  const rows = await db.select(columns).from(companyInfo).limit(1).for('update')
  return rows[0]
}

export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>

/**
 * Writes the single company record: when it exists, changes only the columns given in `changes`; otherwise creates
 * it from `changes` over `initial` (columns in neither take their defaults).
 */
export async function upsertCompany(
  db: Database,
  changes: Partial<NewCompanyRow>,
  initial: Pick<NewCompanyRow, 'name'>,
) {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
  const [row] = await db
    .insert(companyInfo)
    .values({ ...initial, ...set })
    .onConflictDoUpdate({ target: companyInfo.singleton, set: { ...set, updatedAt: sql`now()` } })
    .returning(columns)
  return row!
}
