import { count, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { firstRow } from '../../platform/db/table'
import { adminUsers } from '../../platform/db/tables'

export type AdminRow = typeof adminUsers.$inferSelect
export type NewAdminRow = typeof adminUsers.$inferInsert

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(adminUsers)
  return row?.value ?? 0
}

export async function findAdminByEmail(db: Database, email: string): Promise<AdminRow | undefined> {
  return firstRow(db, adminUsers, sql`lower(${adminUsers.email}) = lower(${email})`)
}

export async function insertAdmin(db: Database, values: NewAdminRow): Promise<AdminRow> {
  const [row] = await db.insert(adminUsers).values(values).returning()
  if (!row) throw new Error('insert into admin_users returned no row')
  return row
}
