import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { searchCondition } from '../../platform/db/search'
import { tableRows } from '../../platform/db/table'
import { contactMessageReads, contactMessages, contactReplies, mailOutbox } from '../../platform/db/tables'
import type { ContactStatus } from './contact.schema'

export type ContactMessageRow = typeof contactMessages.$inferSelect
export type ContactReplyRow = typeof contactReplies.$inferSelect

/** Newest first. */
export const messageRows = tableRows(contactMessages, [
  desc(contactMessages.createdAt),
  desc(contactMessages.id),
])

/**
 * Rows whose effective status is `status` (docs/product.md#message-status: no status means read when isRead,
 * otherwise unread). Written as plain comparisons on the columns, so that the (status, created_at) index can serve
 * them.
 */
export function statusCondition(status: ContactStatus): SQL {
  const legacy = isNull(contactMessages.status)
  switch (status) {
    case 'archived':
      return eq(contactMessages.status, 'archived')
    case 'read':
      return or(eq(contactMessages.status, 'read'), and(legacy, eq(contactMessages.isRead, true)))!
    case 'unread':
      return or(
        eq(contactMessages.status, 'unread'),
        and(legacy, sql`${contactMessages.isRead} is not true`),
      )!
  }
}

export type MessageFilter = { search?: string; status?: ContactStatus }

export function messageFilter(filter: MessageFilter): SQL | undefined {
  return and(
    searchCondition(filter.search, [
      contactMessages.name,
      contactMessages.email,
      contactMessages.subject,
      contactMessages.message,
    ]),
    filter.status ? statusCondition(filter.status) : undefined,
  )
}

/** Locks a message for the rest of the transaction (a concurrent delete waits); undefined when it is gone. */
export async function lockMessageRow(db: Database, id: string) {
  const rows = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update')
  return rows[0]
}

/** Unread (or legacy: no status) becomes read; archived stays archived. */
export async function markMessageRead(db: Database, id: string): Promise<void> {
  await db
    .update(contactMessages)
    .set({ status: 'read', isRead: true, updatedAt: sql`now()` })
    .where(
      and(
        eq(contactMessages.id, id),
        or(isNull(contactMessages.status), eq(contactMessages.status, 'unread')),
      ),
    )
}

/** Every message that is not archived yet becomes archived; archived ones are left as they are. */
export async function archiveMessage(db: Database, id: string): Promise<void> {
  await db
    .update(contactMessages)
    .set({ status: 'archived', updatedAt: sql`now()` })
    .where(and(eq(contactMessages.id, id), sql`${contactMessages.status} is distinct from 'archived'`))
}

export async function touchMessage(db: Database, id: string): Promise<void> {
  await db
    .update(contactMessages)
    .set({ updatedAt: sql`now()` })
    .where(eq(contactMessages.id, id))
}

/** Records that an administrator has read a message; reading it again changes nothing. */
export async function addReader(db: Database, messageId: string, adminId: string): Promise<void> {
  await db.insert(contactMessageReads).values({ messageId, adminId }).onConflictDoNothing()
}

export async function listReadersFor(db: Database, messageIds: string[]) {
  if (messageIds.length === 0) return []
  return db
    .select({ messageId: contactMessageReads.messageId, adminId: contactMessageReads.adminId })
    .from(contactMessageReads)
    .where(inArray(contactMessageReads.messageId, messageIds))
    .orderBy(asc(contactMessageReads.readAt), asc(contactMessageReads.adminId))
}

export async function insertReplyRow(db: Database, values: typeof contactReplies.$inferInsert) {
  const [row] = await db.insert(contactReplies).values(values).returning()
  if (!row) throw new Error('insert into contact_replies returned no row')
  return row
}

export async function listRepliesFor(db: Database, messageIds: string[]) {
  if (messageIds.length === 0) return []
  return db
    .select({
      id: contactReplies.id,
      messageId: contactReplies.messageId,
      adminId: contactReplies.adminId,
      adminName: contactReplies.adminName,
      message: contactReplies.message,
      createdAt: contactReplies.createdAt,
      // The mail that took the reply to the visitor (none for replies stored before replies were mailed).
      mailId: mailOutbox.id,
      mailStatus: mailOutbox.status,
      mailResponse: mailOutbox.lastResponse,
      mailMessageId: sql<string | null>`${mailOutbox.headers} ->> 'Message-ID'`,
    })
    .from(contactReplies)
    .leftJoin(mailOutbox, eq(mailOutbox.contactReplyId, contactReplies.id))
    .where(inArray(contactReplies.messageId, messageIds))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id))
}
