import { and, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { mailOutbox, type MailStatus, newsletterAnnouncements } from '../../platform/db/tables'
import { tableRows } from '../../platform/db/table'
import { containsPattern } from '../../platform/db/search'

export type AnnouncementRow = typeof newsletterAnnouncements.$inferSelect

const a = newsletterAnnouncements

/** Newest first. */
export const announcementRows = tableRows(a, [desc(a.createdAt), desc(a.id)])

/** How many mails of each announcement are in each outbox state. */
export async function progressOf(
  db: Database,
  ids: string[],
): Promise<Map<string, Partial<Record<MailStatus, number>>>> {
  const progress = new Map<string, Partial<Record<MailStatus, number>>>()
  if (ids.length === 0) return progress
  const rows = await db
    .select({ id: mailOutbox.announcementId, status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.announcementId, ids))
    .groupBy(mailOutbox.announcementId, mailOutbox.status)
  for (const row of rows) {
    if (!row.id) continue
    progress.set(row.id, { ...progress.get(row.id), [row.status]: row.n })
  }
  return progress
}

/** Mails recorded for an announcement. */
export async function countAnnouncementMails(db: Database, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.announcementId, id))
  return row?.n ?? 0
}

/** Sets how many mails went out once they are all recorded; an announcement to nobody is sent at once. */
export async function finishQueueing(db: Database, id: string, recipientCount: number) {
  await db
    .update(a)
    .set({
      recipientCount,
      ...(recipientCount === 0 ? { status: 'sent' as const } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(a.id, id))
}

/**
 * Marks `sent` each announcement (all of them, or those of `ids`) whose mails are all recorded and none of them is
 * queued or being sent any more. Returns the ids it marked.
 */
export async function markSentWhenDone(db: Database, ids?: string[]): Promise<string[]> {
  const rows = await db
    .update(a)
    .set({ status: 'sent', updatedAt: sql`now()` })
    .where(
      and(
        eq(a.status, 'sending'),
        gt(a.recipientCount, 0),
        ids ? inArray(a.id, ids) : undefined,
        // Spelt out: in an UPDATE, a column in a subquery is not qualified by its table.
        sql`not exists (select 1 from mail_outbox m where m.announcement_id = ${a}.id and m.status in ('queued', 'sending'))`,
      ),
    )
    .returning({ id: a.id })
  return rows.map((row) => row.id)
}

/** Announcements whose queueing stopped half-way (the server stopped): sending, no count yet, older than `before`. */
export async function unfinishedQueueing(db: Database, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.status, 'sending'), eq(a.recipientCount, 0), lt(a.createdAt, before)))
  return rows.map((row) => row.id)
}

const recipientOrder = [asc(sql`${mailOutbox.toAddresses}->>0`), asc(mailOutbox.id)]

/** One page of an announcement's mails (one per recipient), by address; by status and a text in the address. */
export async function recipientsPage(
  db: Database,
  id: string,
  { status, search, page, limit }: { status?: MailStatus; search?: string; page: number; limit: number },
) {
  const pattern = search ? containsPattern(search) : undefined
  const where = and(
    eq(mailOutbox.announcementId, id),
    status ? eq(mailOutbox.status, status) : undefined,
    pattern ? sql`${mailOutbox.toAddresses}->>0 ilike ${pattern}` : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.toAddresses,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastResponse: mailOutbox.lastResponse,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(where)
      .orderBy(...recipientOrder)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}
