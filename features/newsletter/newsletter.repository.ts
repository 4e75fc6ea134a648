import { asc, count, desc, eq } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { newsletterSubscribers } from '../../platform/db/schema'
import { searchCondition } from '../contact/contact.repository'

const columns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  createdAt: newsletterSubscribers.createdAt,
}

export type NewsletterSubscriberRow = { id: string; email: string; createdAt: Date }

/** Adds an address unless it is already there in any letter case (the unique index is on lower(email)). */
export async function insertSubscriberIfNew(db: Database, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing()
}

const whereOf = (search: string | undefined) => searchCondition(search, [newsletterSubscribers.email])

export async function listSubscriberRows(
  db: Database,
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<NewsletterSubscriberRow[]> {
  return db
    .select(columns)
    .from(newsletterSubscribers)
    .where(whereOf(search))
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(page.limit)
    .offset(page.offset)
}

export async function countSubscriberRows(db: Database, search: string | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterSubscribers).where(whereOf(search))
  return row?.n ?? 0
}

/** Every subscriber, in the order they subscribed (for the export). */
export async function listAllSubscriberRows(db: Database): Promise<NewsletterSubscriberRow[]> {
  return db
    .select(columns)
    .from(newsletterSubscribers)
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email))
}

export async function deleteSubscriberRow(db: Database, id: string) {
  const rows = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id })
  return rows[0]
}
