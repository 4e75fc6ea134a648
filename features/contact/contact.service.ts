import { randomUUID } from 'node:crypto'
import type { Database } from '../../platform/db/database'
import { AppError } from '../../platform/errors'
import type { MailDelivery } from '../../platform/mail/delivery'
import type { Mailer } from '../../platform/mail/mailer'
import { recordNewMessageMail, recordReplyMail } from './contact.mail'
import { isUuid } from '../../platform/fields'
import {
  addReader,
  type ContactMessageRow,
  archiveMessage,
  insertReplyRow,
  listReadersFor,
  listRepliesFor,
  lockMessageRow,
  markMessageRead,
  type MessageFilter,
  touchMessage,
  messageFilter,
  messageRows,
} from './contact.repository'
import {
  type ContactInput,
  type ContactListQuery,
  type ContactMessage,
  type ContactMessageDetail,
  type ContactReplyInput,
  type ContactStatus,
} from './contact.schema'
import { type Pagination, paginationOf } from '../../platform/pagination'

export const CONTACT_NOT_FOUND = 'Message not found'

type MessageRow = ContactMessageRow
type ReplyRow = Awaited<ReturnType<typeof listRepliesFor>>[number]
type ReaderRow = Awaited<ReturnType<typeof listReadersFor>>[number]

/** The administrator acting, as the auth hook provides it. */
export type ActingAdmin = { _id: string; name: string }

/**
 * docs/product.md#message-status: a message without a status (older model) counts as read when isRead is true,
 * otherwise unread.
 */
export function effectiveStatus(row: {
  status: ContactStatus | null
  isRead: boolean | null
}): ContactStatus {
  return row.status ?? (row.isRead ? 'read' : 'unread')
}

export function toContactMessage(row: MessageRow, readers: ReaderRow[], replies: ReplyRow[]): ContactMessage {
  const status = effectiveStatus(row)
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status,
    isRead: status !== 'unread',
    readBy: readers.map((reader) => reader.adminId),
    replies: replies.map((reply) => ({
      _id: reply.id,
      message: reply.message,
      admin: { _id: reply.adminId, name: reply.adminName },
      createdAt: reply.createdAt.toISOString(),
      delivery:
        reply.mailId && reply.mailStatus
          ? { mailId: reply.mailId, status: reply.mailStatus, response: reply.mailResponse }
          : null,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** A filled honeypot: anything other than nothing or blank text. */
export function isHoneypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false
  return typeof value !== 'string' || value.trim() !== ''
}

type Deps = {
  db: Database
  /** Without it (tools that only read or seed) nothing is mailed. */
  mailer?: Mailer
  /** Where mail goes (platform/mail/delivery.ts), said in the answer of a reply. */
  delivery?: MailDelivery
}

export function createContactService({ db, mailer, delivery = 'local' }: Deps) {
  async function withDetails(rows: MessageRow[]): Promise<ContactMessage[]> {
    const ids = rows.map((row) => row.id)
    const [readers, replies] = await Promise.all([listReadersFor(db, ids), listRepliesFor(db, ids)])
    return rows.map((row) =>
      toContactMessage(
        row,
        readers.filter((reader) => reader.messageId === row.id),
        replies.filter((reply) => reply.messageId === row.id),
      ),
    )
  }

  async function load(id: string): Promise<ContactMessage> {
    const row = isUuid(id) ? await messageRows.find(db, id) : undefined
    if (!row) throw AppError.notFound(CONTACT_NOT_FOUND)
    const [message] = await withDetails([row])
    return message!
  }

  /** Runs a change on an existing message inside a transaction that holds the message's row lock. */
  async function change(id: string, work: (tx: Database) => Promise<void>): Promise<ContactMessage> {
    if (!isUuid(id)) throw AppError.notFound(CONTACT_NOT_FOUND)
    await db.transaction(async (tx) => {
      if (!(await lockMessageRow(tx, id))) throw AppError.notFound(CONTACT_NOT_FOUND)
      await work(tx)
    })
    return load(id)
  }

  async function page(filter: MessageFilter, limit: number, page: number) {
    const { rows, total } = await messageRows.page(db, messageFilter(filter), { page, limit })
    return { data: await withDetails(rows), total }
  }

  return {
    /**
     * A visitor's message, stored as unread, and a mail to the staff about it. With the honeypot filled the answer
     * looks exactly the same, but nothing is stored or sent, so a bot cannot tell that it was caught.
     */
    async submit(input: ContactInput): Promise<ContactMessage> {
      const values = {
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
      }
      if (isHoneypotFilled(input.website)) {
        const now = new Date().toISOString()
        return {
          _id: randomUUID(),
          ...values,
          status: 'unread',
          isRead: false,
          readBy: [],
          replies: [],
          createdAt: now,
          updatedAt: now,
        }
      }
      // The message and the mail that tells the staff of it are stored together, or neither is.
      const row = await db.transaction(async (tx) => {
        const inserted = await messageRows.insert(tx, { ...values, status: 'unread', isRead: false })
        if (mailer) await recordNewMessageMail(tx, mailer, inserted)
        return inserted
      })
      mailer?.wake()
      return toContactMessage(row, [], [])
    },

    async list(query: ContactListQuery): Promise<{ data: ContactMessage[]; pagination: Pagination }> {
      const filter = { search: query.search, status: query.status === 'all' ? undefined : query.status }
      const { data, total } = await page(filter, query.limit, query.page)
      return { data, pagination: paginationOf(query, total) }
    },

    /** The back-office bell: the newest unread messages and how many are unread in all. */
    async unread(limit: number): Promise<{ data: ContactMessage[]; total: number }> {
      return page({ status: 'unread' }, limit, 1)
    },

    /** One message, and where its replies' e-mail goes. */
    async get(id: string): Promise<ContactMessageDetail> {
      return { ...(await load(id)), mailDelivery: delivery }
    },

    /** Unread becomes read and the administrator joins readBy (once); an archived message stays archived. */
    async markRead(id: string, admin: ActingAdmin): Promise<ContactMessage> {
      return change(id, async (tx) => {
        await markMessageRead(tx, id)
        await addReader(tx, id, admin._id)
      })
    },

    /**
     * Stores a reply with its author's name and, in the same transaction, the mail that takes it to the visitor
     * (threaded after the earlier replies). Whoever replies has read the message, so it counts as read.
     */
    async reply(id: string, admin: ActingAdmin, input: ContactReplyInput): Promise<ContactMessageDetail> {
      const answered = await change(id, async (tx) => {
        const reply = await insertReplyRow(tx, {
          messageId: id,
          adminId: admin._id,
          adminName: admin.name,
          message: input.message,
        })
        if (mailer) {
          const message = (await messageRows.find(tx, id))!
          const earlier = (await listRepliesFor(tx, [id])).filter((entry) => entry.id !== reply.id)
          await recordReplyMail(tx, mailer, { message, reply, earlier })
        }
        await markMessageRead(tx, id)
        await addReader(tx, id, admin._id)
        await touchMessage(tx, id)
      })
      mailer?.wake()
      return { ...answered, mailDelivery: delivery }
    },

    /**
     * Any message that is not archived becomes archived; there is no way back (docs/product.md#message-status).
     */
    async archive(id: string): Promise<ContactMessage> {
      return change(id, (tx) => archiveMessage(tx, id))
    },

    /** For spam and erasure requests: the message goes with its replies and read records. */
    async remove(id: string): Promise<void> {
      const removed = isUuid(id) ? await messageRows.remove(db, id) : undefined
      if (!removed) throw AppError.notFound(CONTACT_NOT_FOUND)
    },
  }
}

export type ContactService = ReturnType<typeof createContactService>
