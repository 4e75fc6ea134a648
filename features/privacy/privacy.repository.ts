import { asc, desc, inArray, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../../platform/db/database'
import {
  contactMessages,
  contactReplies,
  mailOutbox,
  newsletterSubscribers,
  type PrivacyRequestCounts,
  type PrivacyRequestKind,
  privacyRequests,
} from '../../platform/db/tables'
import { tableRows } from '../../platform/db/table'
import { searchCondition } from '../../platform/db/search'

/*
 * "Everything stored about an address" spans the tables of contact, newsletter and mail: the queries that say what
 * it is are kept together here, so that the lookup, the export and the erasure can never disagree about it.
 * Addresses are compared in lower case by PostgreSQL itself (the newsletter's unique index is on lower(email)).
 */

/** Newest first. */
export const privacyRequestRows = tableRows(privacyRequests, [
  desc(privacyRequests.createdAt),
  desc(privacyRequests.id),
])

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect

export const privacyRequestSearch = (search: string | undefined) =>
  searchCondition(search, [privacyRequests.email])

export async function insertPrivacyRequest(
  db: Database,
  values: {
    email: string
    kind: PrivacyRequestKind
    counts: PrivacyRequestCounts
    adminId: string
    adminName: string
  },
): Promise<PrivacyRequestRow> {
  return privacyRequestRows.insert(db, values)
}

const sameAddress = (column: AnyPgColumn, email: string) => sql`lower(${column}) = lower(${email})`

/** The address of a mailbox as mail headers write it (`"Name" <a@b.c>` or `a@b.c`), in lower case. */
const addressOf = (mailbox: SQL) =>
  sql`lower(btrim(coalesce(substring(${mailbox} from '<([^<>]*)>\\s*$'), ${mailbox})))`

const recipient = sql`recipient.value`
const recipients = sql`jsonb_array_elements_text(case when jsonb_typeof(${mailOutbox.toAddresses}) = 'array' then ${mailOutbox.toAddresses} else '[]'::jsonb end) as recipient(value)`

/** The mail is addressed to `email` (one of its recipients). */
const isRecipient = (email: string) =>
  sql<boolean>`exists (select 1 from ${recipients} where ${addressOf(recipient)} = lower(${email}))`

/** How many of the mail's recipients are not `email`. */
const otherRecipientCount = (email: string) =>
  sql<number>`(select count(*) from ${recipients} where ${addressOf(recipient)} <> lower(${email}))::int`

/** Its Reply-To is `email`: the staff's notification of a message from that address. */
const isReplyTo = (email: string) =>
  sql<boolean>`coalesce(${addressOf(sql`${mailOutbox.replyTo}`)} = lower(${email}), false)`

/** The mail belongs to a message from `email`, or to a reply to one. */
const isOfMessage = (email: string) => sql<boolean>`(
  ${mailOutbox.contactMessageId} in (select ${contactMessages.id} from ${contactMessages} where ${sameAddress(contactMessages.email, email)})
  or ${mailOutbox.contactReplyId} in (
    select ${contactReplies.id} from ${contactReplies}
    join ${contactMessages} on ${contactMessages.id} = ${contactReplies.messageId}
    where ${sameAddress(contactMessages.email, email)}
  )
)`

/** Every mail that is the person's, in one of the three ways (MAIL_REASONS). */
const mailOfAddress = (email: string) =>
  sql`(${isRecipient(email)} or ${isReplyTo(email)} or coalesce(${isOfMessage(email)}, false))`

/** The messages sent from the address, newest first. `lock`: held until the transaction ends (an erasure). */
export async function messagesFrom(db: Database, email: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(contactMessages)
    .where(sameAddress(contactMessages.email, email))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
  return options.lock ? query.for('update') : query
}

export async function repliesTo(db: Database, messageIds: string[]) {
  if (messageIds.length === 0) return []
  return db
    .select({
      id: contactReplies.id,
      messageId: contactReplies.messageId,
      adminName: contactReplies.adminName,
      message: contactReplies.message,
      createdAt: contactReplies.createdAt,
    })
    .from(contactReplies)
    .where(inArray(contactReplies.messageId, messageIds))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id))
}

/** The newsletter subscription of the address (at most one: the index is unique on lower(email)). */
export async function subscriptionOf(db: Database, email: string) {
  const rows = await db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      status: newsletterSubscribers.status,
      confirmedAt: newsletterSubscribers.confirmedAt,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .where(sameAddress(newsletterSubscribers.email, email))
  return rows[0]
}

/** The person's mails, newest first, with why each is theirs and how many others it was addressed to. */
export async function mailsOf(db: Database, email: string) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      status: mailOutbox.status,
      fromAddress: mailOutbox.fromAddress,
      toAddresses: mailOutbox.toAddresses,
      replyTo: mailOutbox.replyTo,
      subject: mailOutbox.subject,
      textBody: mailOutbox.textBody,
      headers: mailOutbox.headers,
      attempts: mailOutbox.attempts,
      sentAt: mailOutbox.sentAt,
      createdAt: mailOutbox.createdAt,
      isRecipient: isRecipient(email),
      isReplyTo: isReplyTo(email),
      isOfMessage: sql<boolean>`coalesce(${isOfMessage(email)}, false)`,
      otherRecipients: otherRecipientCount(email),
    })
    .from(mailOutbox)
    .where(mailOfAddress(email))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
}

/**
 * Erases the person's mail: a mail about them (their message, Reply-To them) or addressed to them alone is
 * deleted; from a mail addressed to others as well, only their address is removed, so the others' mail stays
 * (and, queued, still goes to them). Returns how many mails were deleted and how many lost the address. Whatever
 * state a mail is in, `sending` included: the outbox worker checks a mail is still there, and still addressed to
 * each recipient, just before it hands it to the SMTP server (platform/mail/outbox.ts).
 */
export async function eraseMailsOf(
  db: Database,
  email: string,
): Promise<{ deleted: number; redacted: number }> {
  const deleted = await db
    .delete(mailOutbox)
    .where(
      sql`(${isReplyTo(email)} or coalesce(${isOfMessage(email)}, false) or (${isRecipient(email)} and ${otherRecipientCount(email)} = 0))`,
    )
    .returning({ id: mailOutbox.id })
  const redacted = await db
    .update(mailOutbox)
    .set({
      toAddresses: sql`(select coalesce(jsonb_agg(recipient.value order by recipient.ord), '[]'::jsonb) from jsonb_array_elements_text(${mailOutbox.toAddresses}) with ordinality as recipient(value, ord) where ${addressOf(recipient)} <> lower(${email}))`,
      updatedAt: sql`now()`,
    })
    .where(isRecipient(email))
    .returning({ id: mailOutbox.id })
  return { deleted: deleted.length, redacted: redacted.length }
}

export async function deleteSubscriptionOf(db: Database, email: string): Promise<number> {
  const rows = await db
    .delete(newsletterSubscribers)
    .where(sameAddress(newsletterSubscribers.email, email))
    .returning({ id: newsletterSubscribers.id })
  return rows.length
}

/** Deletes the messages; their replies and read records go with them (foreign keys on delete cascade). */
export async function deleteMessages(db: Database, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0
  const rows = await db
    .delete(contactMessages)
    .where(inArray(contactMessages.id, ids))
    .returning({ id: contactMessages.id })
  return rows.length
}
