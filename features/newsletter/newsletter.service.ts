import type { Database } from '../../platform/db/database'
import { AppError } from '../../platform/errors'
import { type Pagination, paginationOf } from '../contact/contact.schema'
import { isUuid } from '../../platform/fields'
import { toCsv } from './newsletter.csv'
import {
  insertSubscriberIfNew,
  listAllSubscriberRows,
  type NewsletterSubscriberRow,
  subscriberRows,
  subscriberSearch,
} from './newsletter.repository'
import type { NewsletterInput, NewsletterListQuery, NewsletterSubscriber } from './newsletter.schema'

export const SUBSCRIBER_NOT_FOUND = 'Subscriber not found'

function toSubscriber(row: NewsletterSubscriberRow): NewsletterSubscriber {
  return { _id: row.id, email: row.email, createdAt: row.createdAt.toISOString() }
}

export function createNewsletterService({ db }: { db: Database }) {
  return {
    /**
     * Subscribes an address. One already on the list (in any letter case) is a quiet success with the same
     * answer, so the form cannot be used to find out who is subscribed.
     */
    async subscribe(input: NewsletterInput): Promise<{ email: string }> {
      await insertSubscriberIfNew(db, input.email)
      return { email: input.email }
    },

    async list(
      query: NewsletterListQuery,
    ): Promise<{ data: NewsletterSubscriber[]; pagination: Pagination }> {
      const { rows, total } = await subscriberRows.page(db, subscriberSearch(query.search), query)
      return { data: rows.map(toSubscriber), pagination: paginationOf(query, total) }
    },

    /** Every subscriber as CSV (`email,subscribed_at`), oldest first, with a dated file name. */
    async exportCsv(now = new Date()): Promise<{ filename: string; csv: string }> {
      const rows = await listAllSubscriberRows(db)
      return {
        filename: `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`,
        csv: toCsv(
          ['email', 'subscribed_at'],
          rows.map((row) => [row.email, row.createdAt.toISOString()]),
        ),
      }
    },

    async remove(id: string): Promise<void> {
      const removed = isUuid(id) ? await subscriberRows.remove(db, id) : undefined
      if (!removed) throw AppError.notFound(SUBSCRIBER_NOT_FOUND)
    },
  }
}

export type NewsletterService = ReturnType<typeof createNewsletterService>
