import { desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { clients } from '../../platform/db/schema'

export type ClientRow = typeof clients.$inferSelect
export type NewClientRow = typeof clients.$inferInsert

const columns = {
  id: clients.id,
  name: clients.name,
  email: clients.email,
  description: clients.description,
  imageUrl: clients.imageUrl,
  isActive: clients.isActive,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
}

/** Newest first. */
export async function listClientRows(db: Database, filter: { isActive?: boolean } = {}) {
  const where: SQL | undefined =
    filter.isActive === undefined ? undefined : eq(clients.isActive, filter.isActive)
  return db.select(columns).from(clients).where(where).orderBy(desc(clients.createdAt), desc(clients.id))
}

export async function findClientRow(db: Database, id: string) {
  const rows = await db.select(columns).from(clients).where(eq(clients.id, id)).limit(1)
  return rows[0]
}

export async function insertClientRow(db: Database, values: NewClientRow) {
  const [row] = await db.insert(clients).values(values).returning(columns)
  return row!
}

export async function updateClientRow(db: Database, id: string, values: Partial<NewClientRow>) {
  const [row] = await db
    .update(clients)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(clients.id, id))
    .returning(columns)
  return row
}

export async function deleteClientRow(db: Database, id: string) {
  const [row] = await db.delete(clients).where(eq(clients.id, id)).returning(columns)
  return row
}
