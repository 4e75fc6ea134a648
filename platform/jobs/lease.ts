import { and, asc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Database } from '../db/database'

/**
 * The claim, lease and retry machinery that the mail outbox and the job table share
 * (docs/decisions/0021-job-table.md): due rows are claimed with FOR UPDATE SKIP LOCKED, so that two servers never
 * claim the same row, and leased, so that a row whose server died is taken up by another once its lease runs out;
 * an outcome is written only while the claim is still held.
 */

const FIRST_RETRY_MS = 30_000
const LONGEST_WAIT_MS = 60 * 60_000
/** How long a claimed row is a server's; past it (the server died), another server takes it up. */
export const LEASE_MS = 2 * 60_000
/** Rows claimed in one go: a small batch, so that one slow row (an SMTP answer) delays few. */
export const BATCH = 10

/** The wait before attempt n + 1, after n failed attempts: 30 s, then doubling, at most an hour. */
export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS)
}

/** A table whose rows are leased: an id, a status, the attempts so far, the lease and the last change. */
type LeasedTable = PgTable & {
  id: PgColumn
  status: PgColumn
  attempts: PgColumn
  lockedUntil: PgColumn
  updatedAt: PgColumn
}

/**
 * The leased rows of `table`: `queued` ones become due at `dueAt`; a claimed one has the status `claimed` ('running',
 * 'sending') and its lease until `lockedUntil`.
 */
export function leasedRows<T extends LeasedTable>(
  table: T,
  { dueAt, claimed, leaseMs = LEASE_MS }: { dueAt: PgColumn; claimed: string; leaseMs?: number },
) {
  type Row = T['$inferSelect'] & { id: string; attempts: number }

  /** This server's claim on the row: still `claimed`, at the attempt it claimed. */
  const heldBy = (row: Row) =>
    and(eq(table.id, row.id), eq(table.status, claimed), eq(table.attempts, row.attempts))

  return {
    heldBy,

    /**
     * Takes up to `limit` rows that are due (queued and their time has come, or claimed by a server whose lease has
     * run out) and match `only`, oldest first: locked with SKIP LOCKED, then claimed (`attempts + 1`) and leased.
     */
    async claimDue(db: Database, limit: number, only?: SQL): Promise<Row[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: table.id })
          .from(table as PgTable)
          .where(
            and(
              only,
              or(
                and(eq(table.status, 'queued'), lte(dueAt, sql`now()`)),
                // A server that claimed it died before settling: its lease ran out.
                and(eq(table.status, claimed), lte(table.lockedUntil, sql`now()`)),
              ),
            ),
          )
          .orderBy(asc(dueAt))
          .limit(limit)
          .for('update', { skipLocked: true })
        if (due.length === 0) return []
        // Drizzle cannot type RETURNING for a table given as a type parameter: the rows are the table's.
        const rows = (await tx
          .update(table)
          .set({
            status: claimed,
            attempts: sql`${table.attempts} + 1`,
            lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
            updatedAt: sql`now()`,
          } as PgUpdateSetSource<T>)
          .where(
            inArray(
              table.id,
              due.map((row) => row.id),
            ),
          )
          .returning()) as unknown as Row[]
        // UPDATE … RETURNING gives rows in their physical order: handled as they became due, oldest first.
        const order = new Map(due.map((row, index) => [row.id, index]))
        return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!)
      })
    },

    /**
     * The outcome of one attempt, written only while this server still holds the row (the lease ends with it).
     * False when the claim was gone: the lease ran out and another server took the row up, or it was cancelled or
     * erased meanwhile, and nothing is written back.
     */
    async settle(db: Database, row: Row, values: Partial<T['$inferInsert']>): Promise<boolean> {
      const settled = await db
        .update(table)
        .set({ ...values, lockedUntil: null, updatedAt: sql`now()` } as PgUpdateSetSource<T>)
        .where(heldBy(row))
        .returning({ id: table.id })
      return settled.length > 0
    },
  }
}

/**
 * A queue's pass: claims a batch and handles its rows one after another, until none is due (or `stopping()` says
 * to end); returns how many it handled.
 */
export async function passBatches<Row>(
  claim: (limit: number) => Promise<Row[]>,
  handle: (row: Row) => Promise<void>,
  stopping: () => boolean,
): Promise<number> {
  let handled = 0
  for (;;) {
    const rows = await claim(BATCH)
    if (rows.length === 0) return handled
    for (const row of rows) await handle(row)
    handled += rows.length
    if (stopping()) return handled
  }
}
