import type { Database } from '../../platform/db/database'
import { auditLog } from '../../platform/db/schema'

/** Appends one entry to the audit log, in the caller's transaction when `db` is one. */
export async function insertAuditEntry(db: Database, entry: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(entry)
}
