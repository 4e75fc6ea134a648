import type { Database } from '../../platform/db/database'
import { mailbox } from '../../platform/mail/layout'
import type { Mailer, MailSender } from '../../platform/mail/mailer'
import type { MailSettings } from '../mail/mail-settings.schema'
import { readMailSettings } from '../mail/mail-settings.service'
import type { ContactMessageRow, ContactReplyRow } from './contact.repository'

/**
 * A mail from the company to a visitor (the acknowledgement, a reply): from the company's own address when it has
 * one, which answers go back to.
 */
function fromCompanyTo(sender: MailSender, email: string) {
  return {
    from: sender.companyFrom,
    to: [email],
    replyTo: sender.companyEmail ? sender.companyFrom : undefined,
  }
}

/**
 * The staff hear of a new message: the visitor's name, address, subject and words, a link to the message in the
 * back-office, and Reply-To the visitor, so that answering the mail answers them. Sent to the recipients of the
 * mail settings, or else the company e-mail; recorded in the transaction that stores the message, once per
 * message. When the settings turn it on, the visitor gets the automatic acknowledgement too.
 */
export async function recordNewMessageMail(db: Database, mailer: Mailer, row: ContactMessageRow) {
  const [sender, settings] = await Promise.all([mailer.sender(db), readMailSettings(db)])
  const recipients = settings.notificationRecipients.length
    ? settings.notificationRecipients
    : sender.companyEmail
      ? [sender.companyEmail]
      : []
  const notification = recipients.length
    ? await mailer.record(
        db,
        {
          kind: 'contact-notification',
          eventKey: `contact-notification:${row.id}`,
          to: recipients,
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
              {
                button: 'Open in the back-office',
                href: `${mailer.publicUrl}/admin/messages?message=${row.id}`,
              },
              { paragraph: `Reply to this mail to answer ${row.name} directly.` },
            ],
          },
        },
        sender,
      )
    : undefined
  if (settings.acknowledgement.enabled) await recordAcknowledgementMail(db, mailer, row, settings, sender)
  return notification
}

/**
 * The automatic acknowledgement: the company's own words only. It neither quotes nor names what the visitor
 * typed, so that a form filled in with somebody else's address cannot make the site mail that person a text of
 * the sender's choosing. Its Message-ID is the thread's root: the replies that follow thread under it.
 */
async function recordAcknowledgementMail(
  db: Database,
  mailer: Mailer,
  row: ContactMessageRow,
  settings: MailSettings,
  sender: MailSender,
) {
  return mailer.record(
    db,
    {
      kind: 'contact-acknowledgement',
      eventKey: `contact-acknowledgement:${row.id}`,
      ...fromCompanyTo(sender, row.email),
      subject: settings.acknowledgement.subject,
      headers: { 'Message-ID': mailer.threadId(`message-${row.id}`) },
      contactMessageId: row.id,
      content: {
        heading: settings.acknowledgement.subject,
        blocks: [
          { paragraph: settings.acknowledgement.text },
          {
            paragraph: `This is an automatic reply to the message you sent through our website on ${quoteDate.format(row.createdAt)} UTC.`,
          },
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
      ...fromCompanyTo(sender, message.email),
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
