import type { Database } from '../../platform/db/database'
import { mailbox } from '../../platform/mail/layout'
import type { Mailer } from '../mail/mailer'
import type { ContactMessageRow, ContactReplyRow } from './contact.repository'

/**
 * The staff hear of a new message: the visitor's name, address, subject and words, a link to the message in the
 * back-office, and Reply-To the visitor, so that answering the mail answers them. Sent to the company e-mail of
 * the settings; recorded in the transaction that stores the message, once per message.
 */
export async function recordNewMessageMail(db: Database, mailer: Mailer, row: ContactMessageRow) {
  const sender = await mailer.sender(db)
  if (!sender.companyEmail) return undefined
  return mailer.record(
    db,
    {
      kind: 'contact-notification',
      eventKey: `contact-notification:${row.id}`,
      to: [sender.companyEmail],
      replyTo: mailbox(row.name, row.email),
      subject: `New message: ${row.subject}`,
      contactMessageId: row.id,
      content: {
        heading: 'New message from the website',
        blocks: [
          {
            fields: [
              ['Name', row.name],
              ['E-mail', row.email],
              ['Subject', row.subject],
            ],
          },
          { quote: row.message, by: row.name },
          { button: 'Open in the back-office', href: `${mailer.publicUrl}/admin/messages?message=${row.id}` },
          { paragraph: `Reply to this mail to answer ${row.name} directly.` },
        ],
      },
    },
    sender,
  )
}

/** "Re: subject", once. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`
}

const quoteDate = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

/**
 * The reply an administrator wrote, mailed to the visitor from the company's address, with their message quoted.
 * Threaded: the contact message is the thread's root (a Message-ID of its own), each reply answers the one before.
 */
export async function recordReplyMail(
  db: Database,
  mailer: Mailer,
  {
    message,
    reply,
    earlier,
  }: { message: ContactMessageRow; reply: ContactReplyRow; earlier: { mailMessageId: string | null }[] },
) {
  const sender = await mailer.sender(db)
  const root = mailer.threadId(`message-${message.id}`)
  const thread = [
    root,
    ...earlier.map((entry) => entry.mailMessageId).filter((id): id is string => Boolean(id)),
  ]
  return mailer.record(
    db,
    {
      kind: 'contact-reply',
      eventKey: `contact-reply:${reply.id}`,
      from: sender.companyFrom,
      to: [message.email],
      replyTo: sender.companyEmail ? sender.companyFrom : undefined,
      subject: replySubject(message.subject),
      headers: { 'In-Reply-To': thread.at(-1)!, References: thread.join(' ') },
      contactMessageId: message.id,
      contactReplyId: reply.id,
      content: {
        heading: replySubject(message.subject),
        blocks: [
          { paragraph: reply.message },
          { paragraph: `${reply.adminName}\n${sender.brand.name}` },
          { quote: message.message, by: `On ${quoteDate.format(message.createdAt)} UTC, ${message.name}` },
        ],
      },
    },
    sender,
  )
}
