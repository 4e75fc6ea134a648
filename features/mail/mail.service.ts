import type { Database } from '../../platform/db/database'
import type { OutboxRow } from '../../platform/mail/outbox'
import { AppError } from '../../platform/errors'
import { isUuid } from '../../platform/fields'
import { paginationOf, type Pagination } from '../../platform/pagination'
import { countByStatus, outboxFilter, outboxRows, requeueFailed } from './mail.repository'
import {
  HIDDEN_TOKEN,
  MAIL_NOT_FOUND,
  MAIL_NOT_RETRYABLE,
  MAIL_STATUSES,
  type OutboxListQuery,
  type OutboxMail,
  type OutboxMailDetail,
  type OutboxSummary,
} from './mail.schema'

export function toOutboxMail(row: OutboxRow): OutboxMail {
  return {
    _id: row.id,
    kind: row.kind,
    from: row.fromAddress,
    to: row.toAddresses,
    replyTo: row.replyTo,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    lastResponse: row.lastResponse,
    sentAt: row.sentAt?.toISOString() ?? null,
    contactMessageId: row.contactMessageId,
    createdAt: row.createdAt.toISOString(),
  }
}

const TOKEN_IN_LINK = /([?&](?:amp;)?token=)[\w-]{8,}/g

/**
 * A link with a token (reset a password, confirm a subscription) is the addressee's key: whoever reads it in the
 * outbox could use it. Its token is hidden unless the outbox is where mail is read (no SMTP server, development).
 */
export function hideTokens(text: string): string {
  return text.replace(TOKEN_IN_LINK, `$1${HIDDEN_TOKEN}`)
}

function toDetail(row: OutboxRow, revealTokens: boolean): OutboxMailDetail {
  const shown = revealTokens ? (text: string) => text : hideTokens
  return {
    ...toOutboxMail(row),
    text: shown(row.textBody),
    html: shown(row.htmlBody),
    headers: Object.fromEntries(Object.entries(row.headers).map(([name, value]) => [name, shown(value)])),
  }
}

export type MailServiceDeps = {
  db: Database
  /** What the transport is: SMTP (and which server), local (kept to be read), or none (production without SMTP). */
  delivery: Pick<OutboxSummary, 'mode' | 'server'>
  /** The outbox worker should look now (a mail became due). */
  wake?: () => void
}

/** The back-office's view of the outbox: the list, one mail in full, and sending a failed mail again. */
export function createMailService({ db, delivery, wake }: MailServiceDeps) {
  return {
    async list(query: OutboxListQuery): Promise<{ data: OutboxMail[]; pagination: Pagination }> {
      const where = outboxFilter({
        status: query.status === 'all' ? undefined : query.status,
        search: query.search,
      })
      const { rows, total } = await outboxRows.page(db, where, query)
      return { data: rows.map(toOutboxMail), pagination: paginationOf(query, total) }
    },

    async get(id: string): Promise<OutboxMailDetail> {
      const row = isUuid(id) ? await outboxRows.find(db, id) : undefined
      if (!row) throw AppError.notFound(MAIL_NOT_FOUND)
      return toDetail(row, delivery.mode === 'local')
    },

    /** A failed mail is queued again, due now, with its attempts counted afresh. */
    async retry(id: string): Promise<OutboxMailDetail> {
      const row = isUuid(id) ? await outboxRows.find(db, id) : undefined
      if (!row) throw AppError.notFound(MAIL_NOT_FOUND)
      const requeued = await requeueFailed(db, id)
      if (!requeued) throw AppError.conflict(MAIL_NOT_RETRYABLE)
      wake?.()
      return toDetail(requeued, delivery.mode === 'local')
    },

    async summary(): Promise<OutboxSummary> {
      const found = await countByStatus(db)
      const counts = Object.fromEntries(MAIL_STATUSES.map((status) => [status, found[status] ?? 0]))
      return { ...delivery, counts: counts as OutboxSummary['counts'] }
    },
  }
}

export type MailService = ReturnType<typeof createMailService>
