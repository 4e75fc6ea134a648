import { asc, count, eq, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { partners } from '../../platform/db/schema'

export type PartnerRow = typeof partners.$inferSelect
export type NewPartnerRow = typeof partners.$inferInsert

const columns = {
  id: partners.id,
  name: partners.name,
  logo: partners.logo,
  description: partners.description,
  website: partners.website,
  sortOrder: partners.sortOrder,
  createdAt: partners.createdAt,
  updatedAt: partners.updatedAt,
}

/** In display order, then by name. */
export async function listPartnerRows(db: Database) {
  return db
    .select(columns)
    .from(partners)
    .orderBy(asc(partners.sortOrder), asc(sql`lower(${partners.name})`), asc(partners.createdAt))
}

export async function findPartnerRow(db: Database, id: string) {
  const rows = await db.select(columns).from(partners).where(eq(partners.id, id)).limit(1)
  return rows[0]
}

export async function countPartnerRows(db: Database) {
  const [row] = await db.select({ n: count() }).from(partners)
  return row?.n ?? 0
}

export async function insertPartnerRow(db: Database, values: NewPartnerRow) {
  const [row] = await db.insert(partners).values(values).returning(columns)
  return row!
}

export async function updatePartnerRow(db: Database, id: string, values: Partial<NewPartnerRow>) {
  const [row] = await db
    .update(partners)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(partners.id, id))
    .returning(columns)
  return row
}

export async function deletePartnerRow(db: Database, id: string) {
  const [row] = await db.delete(partners).where(eq(partners.id, id)).returning(columns)
  return row
}
