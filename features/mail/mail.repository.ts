import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { mailOutbox, type MailStatus } from '../../platform/db/tables'
import { tableRows } from '../../platform/db/table'
import { containsPattern } from '../../platform/db/search'

/** Newest first. */
export const outboxRows = tableRows(mailOutbox, [desc(mailOutbox.createdAt), desc(mailOutbox.id)])

/** By status, and by a text found in the subject, the sender or a recipient. */
export function outboxFilter(filter: { status?: MailStatus; search?: string }): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined
  return and(
    filter.status ? eq(mailOutbox.status, filter.status) : undefined,
    pattern
      ? or(
          ilike(mailOutbox.subject, pattern),
          ilike(mailOutbox.fromAddress, pattern),
          sql`${mailOutbox.toAddresses}::text ilike ${pattern}`,
        )
      : undefined,
  )
}

export async function countByStatus(db: Database): Promise<Partial<Record<MailStatus, number>>> {
  const rows = await db
    .select({ status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .groupBy(mailOutbox.status)
  return Object.fromEntries(rows.map((row) => [row.status, row.n]))
}

/** A failed mail becomes due again now, with a fresh count of attempts; undefined unless it had failed. */
export async function requeueFailed(db: Database, id: string) {
  const [row] = await db
    .update(mailOutbox)
    .set({
      status: 'queued',
      attempts: 0,
      nextAttemptAt: new Date(),
      lockedUntil: null,
      updatedAt: new Date(),
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning()
  return row
}
