import { asc, desc } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { tableRows } from '../../platform/db/table'
import { newsletterSubscribers } from '../../platform/db/schema'
import { searchCondition } from '../contact/contact.repository'

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect

/** Newest first. */
export const subscriberRows = tableRows(newsletterSubscribers, [
  desc(newsletterSubscribers.createdAt),
  desc(newsletterSubscribers.id),
])

/** Adds an address unless it is already there in any letter case (the unique index is on lower(email)). */
export async function insertSubscriberIfNew(db: Database, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing()
}

export const subscriberSearch = (search: string | undefined) =>
  searchCondition(search, [newsletterSubscribers.email])

/** Every subscriber, in the order they subscribed (for the export). */
export async function listAllSubscriberRows(db: Database): Promise<NewsletterSubscriberRow[]> {
  return db
    .select()
    .from(newsletterSubscribers)
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email))
}
