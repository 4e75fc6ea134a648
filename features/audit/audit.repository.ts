import type { Database } from '../../platform/db/database'
import { auditLog } from '../../platform/db/schema'

export type NewAuditEntry = typeof auditLog.$inferInsert

/** Appends an entry to the audit log, in the caller's transaction. */
export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry)
}
