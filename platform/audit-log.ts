import type { Database } from './db/database'
import { auditLog } from './db/tables'

/** An entry of the audit log as written (docs/product.md#audit-log): features/audit reads and shows them. */
export type NewAuditEntry = typeof auditLog.$inferInsert

/**
 * Appends one entry to the audit log, in the caller's transaction when `db` is one. The log is append-only (a
 * trigger refuses UPDATE and DELETE): nothing in the product changes or removes an entry. Every feature that does
 * something worth recording writes through this; the audit feature lists and filters what was written.
 */
export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry)
}
