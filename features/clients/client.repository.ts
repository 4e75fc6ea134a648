import { desc } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { equalsIfGiven, tableRows } from '../../platform/db/table'
import { clients } from '../../platform/db/tables'

export type ClientRow = typeof clients.$inferSelect

/** Newest first. */
export const clientRows = tableRows(clients, [desc(clients.createdAt), desc(clients.id)])

export async function listClientRows(db: Database, filter: { isActive?: boolean } = {}) {
  return clientRows.list(db, equalsIfGiven(clients.isActive, filter.isActive))
}
