import type { Database } from '../../platform/db/database'
import type { MailStatus } from '../../platform/db/tables'
import { findCompany } from '../company/company.repository'
import { type ActingAdmin, effectiveStatus } from '../contact/contact.service'
import { paginationOf, type Pagination } from '../../platform/pagination'
import { hideTokens } from '../mail/mail.service'
import { MAIL_STATUSES } from '../mail/mail.schema'
import {
  deleteMessages,
  deleteSubscriptionOf,
  eraseMailsOf,
  insertPrivacyRequest,
  mailsOf,
  messagesFrom,
  type PrivacyRequestRow,
  privacyRequestRows,
  privacyRequestSearch,
  repliesTo,
  subscriptionOf,
} from './privacy.repository'
import {
  type MailReason,
  PRIVACY_ERASED_MESSAGE,
  PRIVACY_EXPORT_FORMAT,
  PRIVACY_NOTHING_ERASED_MESSAGE,
  type PrivacyCounts,
  type PrivacyExport,
  type PrivacyRequest,
  type PrivacyRequestListQuery,
  type PrivacySummary,
  SUMMARY_LIST_MAX,
} from './privacy.schema'

type Found = Awaited<ReturnType<typeof gather>>
type MailRow = Found['mails'][number]

/** Everything stored about the address, read with the database handle (or transaction) given. */
async function gather(db: Database, email: string, options: { lock?: boolean } = {}) {
  const messages = await messagesFrom(db, email, options)
  const replies = await repliesTo(
    db,
    messages.map((message) => message.id),
  )
  const subscription = await subscriptionOf(db, email)
  const mails = await mailsOf(db, email)
  return { messages, replies, subscription, mails }
}

function countsOf({ messages, replies, subscription, mails }: Found): PrivacyCounts {
  return {
    contactMessages: messages.length,
    replies: replies.length,
    subscriptions: subscription ? 1 : 0,
    mails: mails.length,
  }
}

function reasonsOf(mail: MailRow): MailReason[] {
  const reasons: MailReason[] = []
  if (mail.isRecipient) reasons.push('recipient')
  if (mail.isReplyTo) reasons.push('reply-to')
  if (mail.isOfMessage) reasons.push('message')
  return reasons
}

/**
 * A staff notification of somebody else's message, received at this address, is that other person's data: the
 * person whose address it is sees that the mail exists, not what it says.
 */
const isAboutSomeoneElse = (mail: MailRow) =>
  mail.kind === 'contact-notification' && !mail.isReplyTo && !mail.isOfMessage

/** The addresses of `to` that are this person's (a mailbox `"Name" <a@b>` counts by its address). */
function ownRecipients(to: string[], email: string): string[] {
  const address = (mailbox: string) => (/<([^<>]*)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim().toLowerCase()
  return to.filter((mailbox) => address(mailbox) === email.toLowerCase())
}

export function toPrivacyRequest(row: PrivacyRequestRow): PrivacyRequest {
  return {
    _id: row.id,
    email: row.email,
    kind: row.kind,
    counts: row.counts,
    admin: { _id: row.adminId, name: row.adminName },
    createdAt: row.createdAt.toISOString(),
  }
}

/** A file name that is safe in a Content-Disposition header whatever the address holds. */
export function exportFilename(email: string, at: Date): string {
  const safe = email.replace(/[^\w@.+-]/g, '_')
  return `privacy-export-${safe}-${at.toISOString().slice(0, 10)}.json`
}

export type PrivacyServiceDeps = {
  db: Database
  /** PUBLIC_URL: the site an export comes from. */
  publicUrl?: string
}

/**
 * Privacy requests about one e-mail address (docs/product.md#privacy-requests): what is stored about it, an export
 * of all of it, and its erasure; each export and erasure is recorded, in the transaction that does it, with the
 * administrator who asked and what was found.
 */
export function createPrivacyService({ db, publicUrl }: PrivacyServiceDeps) {
  return {
    /** What is stored about the address. Only reads: not recorded as a request. */
    async lookup(email: string): Promise<PrivacySummary> {
      const found = await db.transaction((tx) => gather(tx, email), { isolationLevel: 'repeatable read' })
      const mailStatuses = Object.fromEntries(MAIL_STATUSES.map((status) => [status, 0])) as Record<
        MailStatus,
        number
      >
      for (const mail of found.mails) mailStatuses[mail.status] += 1
      return {
        email,
        counts: countsOf(found),
        messages: found.messages.slice(0, SUMMARY_LIST_MAX).map((message) => ({
          _id: message.id,
          name: message.name,
          subject: message.subject,
          status: effectiveStatus(message),
          replies: found.replies.filter((reply) => reply.messageId === message.id).length,
          createdAt: message.createdAt.toISOString(),
        })),
        subscription: found.subscription
          ? {
              status: found.subscription.status,
              subscribedAt: found.subscription.createdAt.toISOString(),
              confirmedAt: found.subscription.confirmedAt?.toISOString() ?? null,
            }
          : null,
        mailStatuses,
        mails: found.mails.slice(0, SUMMARY_LIST_MAX).map((mail) => ({
          _id: mail.id,
          kind: mail.kind,
          subject: isAboutSomeoneElse(mail) ? null : mail.subject,
          status: mail.status,
          reasons: reasonsOf(mail),
          otherRecipients: mail.otherRecipients,
          createdAt: mail.createdAt.toISOString(),
        })),
      }
    },

    /**
     * Everything about the address as one document, and the request recorded (kind export, what was found), read
     * and recorded in one transaction that sees one moment of the database.
     */
    async export(
      email: string,
      admin: ActingAdmin,
      now = new Date(),
    ): Promise<{ filename: string; document: PrivacyExport }> {
      const { found, company } = await db.transaction(
        async (tx) => {
          const found = await gather(tx, email)
          const company = await findCompany(tx)
          await insertPrivacyRequest(tx, {
            email,
            kind: 'export',
            counts: countsOf(found),
            adminId: admin._id,
            adminName: admin.name,
          })
          return { found, company }
        },
        { isolationLevel: 'repeatable read' },
      )
      const document: PrivacyExport = {
        format: PRIVACY_EXPORT_FORMAT,
        email,
        generatedAt: now.toISOString(),
        site: { name: company?.name.trim() || 'Switchboard', url: publicUrl ?? null },
        counts: countsOf(found),
        contactMessages: found.messages.map((message) => ({
          id: message.id,
          name: message.name,
          email: message.email,
          subject: message.subject,
          message: message.message,
          status: effectiveStatus(message),
          createdAt: message.createdAt.toISOString(),
          updatedAt: message.updatedAt.toISOString(),
          replies: found.replies
            .filter((reply) => reply.messageId === message.id)
            .map((reply) => ({
              id: reply.id,
              message: reply.message,
              author: reply.adminName,
              createdAt: reply.createdAt.toISOString(),
            })),
        })),
        newsletterSubscription: found.subscription
          ? {
              email: found.subscription.email,
              status: found.subscription.status,
              subscribedAt: found.subscription.createdAt.toISOString(),
              confirmedAt: found.subscription.confirmedAt?.toISOString() ?? null,
            }
          : null,
        mails: found.mails.map((mail) => ({
          id: mail.id,
          kind: mail.kind,
          reasons: reasonsOf(mail),
          status: mail.status,
          from: mail.fromAddress,
          to: ownRecipients(mail.toAddresses, email),
          otherRecipients: mail.otherRecipients,
          // A link's token (a confirmation, an unsubscribe link) is a key: the export goes through other hands.
          content: isAboutSomeoneElse(mail)
            ? null
            : {
                replyTo: mail.replyTo,
                subject: mail.subject,
                text: hideTokens(mail.textBody),
                headers: Object.fromEntries(
                  Object.entries(mail.headers).map(([name, value]) => [name, hideTokens(value)]),
                ),
              },
          attempts: mail.attempts,
          createdAt: mail.createdAt.toISOString(),
          sentAt: mail.sentAt?.toISOString() ?? null,
        })),
      }
      return { filename: exportFilename(email, now), document }
    },

    /**
     * Erases everything stored about the address in one transaction: its messages with their replies, its
     * subscription, its mail (see eraseMailsOf for a mail to several recipients), and records the request (kind
     * erase, what was erased). The messages are locked first, so that a reply being written to one of them at the
     * same moment either commits before (and is erased with its mail) or finds the message gone.
     */
    async erase(email: string, admin: ActingAdmin): Promise<{ message: string; data: PrivacyRequest }> {
      const row = await db.transaction(async (tx) => {
        const messages = await messagesFrom(tx, email, { lock: true })
        const ids = messages.map((message) => message.id)
        const replies = await repliesTo(tx, ids)
        // Before the messages: deleting a message would unlink its mail (on delete set null).
        const mails = await eraseMailsOf(tx, email)
        const subscriptions = await deleteSubscriptionOf(tx, email)
        const contactMessages = await deleteMessages(tx, ids)
        return insertPrivacyRequest(tx, {
          email,
          kind: 'erase',
          counts: {
            contactMessages,
            replies: replies.length,
            subscriptions,
            mails: mails.deleted + mails.redacted,
          },
          adminId: admin._id,
          adminName: admin.name,
        })
      })
      const request = toPrivacyRequest(row)
      const erased = Object.values(request.counts).some((count) => count > 0)
      return { message: erased ? PRIVACY_ERASED_MESSAGE : PRIVACY_NOTHING_ERASED_MESSAGE, data: request }
    },

    /** The requests carried out, newest first (search by address). */
    async requests(
      query: PrivacyRequestListQuery,
    ): Promise<{ data: PrivacyRequest[]; pagination: Pagination }> {
      const { rows, total } = await privacyRequestRows.page(db, privacyRequestSearch(query.search), query)
      return { data: rows.map(toPrivacyRequest), pagination: paginationOf(query, total) }
    },
  }
}

export type PrivacyService = ReturnType<typeof createPrivacyService>
