import { createHash, randomBytes } from 'node:crypto'
import type { Database } from '../../platform/db/database'
import { AppError } from '../../platform/errors'
import { type Pagination, paginationOf } from '../../platform/pagination'
import { isUuid } from '../../platform/fields'
import type { Mailer } from '../../platform/mail/mailer'
import { toCsv } from './newsletter.csv'
import { recordConfirmationMail } from './newsletter.mail'
import {
  confirmByTokenHash,
  countConfirmationMails,
  countConfirmed,
  deleteByUnsubscribeToken,
  deleteExpiredPending,
  findByUnsubscribeToken,
  findPendingByTokenHash,
  listConfirmedSubscriberRows,
  type NewsletterSubscriberRow,
  subscriberFilter,
  subscriberRows,
  upsertPendingSubscriber,
} from './newsletter.repository'
import {
  CONFIRMATION_DAYS,
  CONFIRMATION_MAILS_PER_DAY,
  type ConfirmationLink,
  LINK_TOKEN,
  type NewsletterInput,
  type NewsletterListQuery,
  type NewsletterSubscriber,
  type UnsubscribeLink,
} from './newsletter.schema'

export const SUBSCRIBER_NOT_FOUND = 'Subscriber not found'

const DAY_MS = 24 * 60 * 60 * 1000

/** Only the SHA-256 of a confirmation token is stored: the database alone never holds a working link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** When a pending sign-up asked before this moment, its link has expired (and the sweep deletes it). */
export const confirmationCutoff = (now: Date) => new Date(now.getTime() - CONFIRMATION_DAYS * DAY_MS)

function toSubscriber(row: NewsletterSubscriberRow): NewsletterSubscriber {
  return {
    _id: row.id,
    email: row.email,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  }
}

export function createNewsletterService({ db, mailer }: { db: Database; mailer?: Mailer }) {
  async function confirmationLink(token: string, now = new Date()): Promise<ConfirmationLink> {
    if (!LINK_TOKEN.test(token)) return { state: 'unknown' }
    const row = await findPendingByTokenHash(db, hashToken(token))
    if (!row) return { state: 'unknown' }
    if (row.createdAt <= confirmationCutoff(now)) return { state: 'expired' }
    return { state: 'pending', email: row.email }
  }

  return {
    /**
     * A sign-up (double opt-in): a new or still pending address gets a pending row and a mail with a fresh
     * confirmation link, recorded in the same transaction (an earlier link stops working); a confirmed address gets
     * nothing. Every case answers alike, so the form cannot tell who is subscribed. An address that already got
     * CONFIRMATION_MAILS_PER_DAY links in a day gets no more until the day has passed, whoever asks.
     */
    async subscribe(input: NewsletterInput, now = new Date()): Promise<{ email: string }> {
      const answer = { email: input.email }
      if (!mailer) return answer
      const sentToday = await countConfirmationMails(db, input.email, new Date(now.getTime() - DAY_MS))
      if (sentToday >= CONFIRMATION_MAILS_PER_DAY) return answer
      const token = randomBytes(32).toString('base64url')
      const hash = hashToken(token)
      const mailed = await db.transaction(async (tx) => {
        const row = await upsertPendingSubscriber(tx, input.email, hash)
        if (!row) return false
        await recordConfirmationMail(tx, mailer, row, { value: token, hash })
        return true
      })
      if (mailed) mailer.wake()
      return answer
    },

    /** What a confirmation link leads to: a pending sign-up (and its address), or why it no longer works. */
    confirmationLink,

    /** Confirms the sign-up of a link that still works; otherwise says why it does not. */
    async confirm(token: string, now = new Date()): Promise<'confirmed' | 'expired' | 'unknown'> {
      if (!LINK_TOKEN.test(token)) return 'unknown'
      const confirmed = await confirmByTokenHash(db, hashToken(token), confirmationCutoff(now))
      if (confirmed) return 'confirmed'
      const link = await confirmationLink(token, now)
      return link.state === 'expired' ? 'expired' : 'unknown'
    },

    /** What an unsubscribe link leads to: a subscription (and its address), or none. */
    async unsubscribeLink(token: string): Promise<UnsubscribeLink> {
      const row = LINK_TOKEN.test(token) ? await findByUnsubscribeToken(db, token) : undefined
      return row ? { state: 'subscribed', email: row.email } : { state: 'unknown' }
    },

    /** Ends the subscription of an unsubscribe link (the row is deleted); false when there was none (any more). */
    async unsubscribe(token: string): Promise<boolean> {
      return LINK_TOKEN.test(token) ? Boolean(await deleteByUnsubscribeToken(db, token)) : false
    },

    /** Deletes the sign-ups left unconfirmed for CONFIRMATION_DAYS; how many went. */
    async sweepExpired(now = new Date()): Promise<number> {
      return deleteExpiredPending(db, confirmationCutoff(now))
    },

    async list(
      query: NewsletterListQuery,
    ): Promise<{ data: NewsletterSubscriber[]; pagination: Pagination }> {
      const where = subscriberFilter({
        search: query.search,
        status: query.status === 'all' ? undefined : query.status,
      })
      const { rows, total } = await subscriberRows.page(db, where, query)
      return { data: rows.map(toSubscriber), pagination: paginationOf(query, total) }
    },

    /** Who an announcement sent now would go to. */
    countConfirmed: () => countConfirmed(db),

    /**
     * The confirmed subscribers as CSV (`email,subscribed_at,confirmed_at`), oldest first, with a dated file name.
     * Pending addresses gave no consent yet: a mailing tool must not get them.
     */
    async exportCsv(now = new Date()): Promise<{ filename: string; csv: string }> {
      const rows = await listConfirmedSubscriberRows(db)
      return {
        filename: `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`,
        csv: toCsv(
          ['email', 'subscribed_at', 'confirmed_at'],
          rows.map((row) => [
            row.email,
            row.createdAt.toISOString(),
            (row.confirmedAt ?? row.createdAt).toISOString(),
          ]),
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
