import { and, asc, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { tableRows } from '../../platform/db/table'
import {
  mailOutbox,
  newsletterAnnouncements,
  newsletterSubscribers,
  type SubscriberStatus,
} from '../../platform/db/tables'
import { searchCondition } from '../../platform/db/search'

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect

const t = newsletterSubscribers

/** Newest first. */
export const subscriberRows = tableRows(t, [desc(t.createdAt), desc(t.id)])

export const subscriberFilter = ({ search, status }: { search?: string; status?: SubscriberStatus }) =>
  and(searchCondition(search, [t.email]), status ? eq(t.status, status) : undefined)

/**
 * A sign-up: a new address becomes a pending row with this confirmation token's hash; a pending one gets the new
 * hash (the earlier link stops working) and starts its wait again; a confirmed one is left alone. One statement, on
 * the unique index of lower(email), so that sign-ups of one address at once make one row. Returns the row when a
 * confirmation link is to be mailed, undefined for a confirmed address.
 */
export async function upsertPendingSubscriber(
  db: Database,
  email: string,
  confirmTokenHash: string,
): Promise<{ id: string; email: string } | undefined> {
  const result = await db.execute<{ id: string; email: string }>(sql`
    insert into ${t} (email, confirm_token_hash) values (${email}, ${confirmTokenHash})
    on conflict (lower(email)) do update
      set confirm_token_hash = excluded.confirm_token_hash, created_at = now()
      where ${t}.status = 'pending'
    returning id, email`)
  return result.rows[0]
}

/** Confirmation mails recorded for this address since `since` (the per-address daily cap). */
export async function countConfirmationMails(db: Database, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, 'newsletter-confirmation'),
        gt(mailOutbox.createdAt, since),
        sql`${mailOutbox.toAddresses} @> ${JSON.stringify([email])}::jsonb`,
      ),
    )
  return row?.n ?? 0
}

/** The pending subscription a confirmation token's hash belongs to. */
export async function findPendingByTokenHash(db: Database, confirmTokenHash: string) {
  const [row] = await db
    .select({ id: t.id, email: t.email, createdAt: t.createdAt })
    .from(t)
    .where(and(eq(t.confirmTokenHash, confirmTokenHash), eq(t.status, 'pending')))
  return row
}

/** Confirms the pending subscription of this hash if it was asked for after `notBefore`; its email, or undefined. */
export async function confirmByTokenHash(db: Database, confirmTokenHash: string, notBefore: Date) {
  const [row] = await db
    .update(t)
    .set({ status: 'confirmed', confirmedAt: sql`now()`, confirmTokenHash: null })
    .where(and(eq(t.confirmTokenHash, confirmTokenHash), eq(t.status, 'pending'), gt(t.createdAt, notBefore)))
    .returning({ id: t.id, email: t.email })
  return row
}

export async function findByUnsubscribeToken(db: Database, token: string) {
  const [row] = await db
    .select({ id: t.id, email: t.email, status: t.status })
    .from(t)
    .where(eq(t.unsubscribeToken, token))
  return row
}

/** Ends the subscription of this unsubscribe token (the row goes); its email, or undefined when there was none. */
export async function deleteByUnsubscribeToken(db: Database, token: string) {
  const [row] = await db
    .delete(t)
    .where(eq(t.unsubscribeToken, token))
    .returning({ id: t.id, email: t.email })
  return row
}

/** Deletes the pending sign-ups asked for before `before`; how many went. Safe on several servers at once. */
export async function deleteExpiredPending(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(t)
    .where(and(eq(t.status, 'pending'), lte(t.createdAt, before)))
    .returning({ id: t.id })
  return rows.length
}

/** Confirmed subscribers, in the order they subscribed (for the export). */
export async function listConfirmedSubscriberRows(db: Database): Promise<NewsletterSubscriberRow[]> {
  return db.select().from(t).where(eq(t.status, 'confirmed')).orderBy(asc(t.createdAt), asc(t.email))
}

/**
 * The next batch of an announcement's recipients: confirmed by the time it was sent, after `afterId` in id order (a
 * cursor that does not move when rows come or go).
 */
export async function announcementRecipientsPage(
  db: Database,
  { announcementId, afterId, limit }: { announcementId: string; afterId: string | undefined; limit: number },
) {
  const where: SQL | undefined = and(
    eq(t.status, 'confirmed'),
    lte(
      t.confirmedAt,
      sql`(select a.created_at from ${newsletterAnnouncements} a where a.id = ${announcementId})`,
    ),
    afterId ? gt(t.id, afterId) : undefined,
  )
  return db
    .select({ id: t.id, email: t.email, unsubscribeToken: t.unsubscribeToken })
    .from(t)
    .where(where)
    .orderBy(asc(t.id))
    .limit(limit)
}

/** Confirmed subscribers: who an announcement sent now would go to. */
export async function countConfirmed(db: Database): Promise<number> {
  return subscriberRows.count(db, eq(t.status, 'confirmed'))
}
