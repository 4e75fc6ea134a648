import type { Database } from '../../platform/db/database'
import { MAIL_STATUSES } from '../../platform/db/tables'
import { AppError } from '../../platform/errors'
import { isUuid } from '../../platform/fields'
import { renderMail } from '../../platform/mail/layout'
import { type Pagination, paginationOf } from '../../platform/pagination'
import type { MailDelivery } from '../../platform/mail/delivery'
import type { Mailer, MailSender } from '../../platform/mail/mailer'
import {
  announcementRows,
  type AnnouncementRow,
  countAnnouncementMails,
  finishQueueing,
  markSentWhenDone,
  progressOf,
  recipientsPage,
  unfinishedQueueing,
} from './announcement.repository'
import {
  ANNOUNCEMENT_BATCH,
  ANNOUNCEMENT_NOT_FOUND,
  type Announcement,
  type AnnouncementInput,
  type AnnouncementListQuery,
  type AnnouncementPreview,
  type AnnouncementProgress,
  type AnnouncementRecipient,
  type AnnouncementRecipientsQuery,
  type AnnouncementTest,
  type SentAnnouncement,
  NO_RECIPIENTS,
  TEST_PREFIX,
} from './announcement.schema'
import { announcementContent, unsubscribeHeaders, unsubscribeUrl } from './newsletter.mail'
import { announcementRecipientsPage, countConfirmed } from './newsletter.repository'

/** The staff member who sends: the test goes to their address, and the announcement records them. */
type StaffSender = { _id: string; name: string; email: string }

/** Queueing that has not finished this long after it began was cut short (a server stopped): the upkeep resumes it. */
const QUEUEING_GRACE_MS = 10 * 60_000

/** The link in a preview and a test mail, which belong to no subscriber. */
const STAND_IN_TOKEN = 'your-own-unsubscribe-link'

function toAnnouncement(row: AnnouncementRow, found: Partial<AnnouncementProgress> = {}): Announcement {
  const progress = Object.fromEntries(
    MAIL_STATUSES.map((status) => [status, found[status] ?? 0]),
  ) as AnnouncementProgress
  return {
    _id: row.id,
    subject: row.subject,
    body: row.body,
    status: row.status,
    recipientCount: row.recipientCount,
    progress,
    admin: { _id: row.adminId, name: row.adminName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/**
 * Newsletter announcements (docs/product.md#announcements): written in the back-office, previewed, tried on the
 * administrator's own address, then queued through the outbox to every confirmed subscriber, each with their own
 * unsubscribe link, in batches of ANNOUNCEMENT_BATCH mails per statement.
 */
export function createAnnouncementService({
  db,
  mailer,
  delivery = 'local',
}: {
  db: Database
  mailer: Mailer
  /** Where mail goes (platform/mail/delivery.ts), said in the answers of a test and of a send. */
  delivery?: MailDelivery
}) {
  const replyTo = (sender: MailSender) => (sender.companyEmail ? sender.companyFrom : undefined)

  /** Records the mails of the confirmed subscribers that do not have theirs yet; how many it recorded. */
  async function queue(row: AnnouncementRow): Promise<number> {
    const sender = await mailer.sender(db)
    let afterId: string | undefined
    for (;;) {
      const recipients = await announcementRecipientsPage(db, {
        announcementId: row.id,
        afterId,
        limit: ANNOUNCEMENT_BATCH,
      })
      if (recipients.length === 0) break
      // One statement per batch: the event key makes a second run (a retry, a resumed queueing) record nothing twice.
      await mailer.recordMany(
        db,
        recipients.map((recipient) => {
          const link = unsubscribeUrl(mailer.publicUrl, recipient.unsubscribeToken)
          return {
            kind: 'newsletter-announcement' as const,
            eventKey: `newsletter-announcement:${row.id}:${recipient.id}`,
            to: [recipient.email],
            replyTo: replyTo(sender),
            subject: row.subject,
            headers: unsubscribeHeaders(link),
            announcementId: row.id,
            content: announcementContent(sender, row, link),
          }
        }),
        sender,
      )
      mailer.wake()
      afterId = recipients.at(-1)!.id
    }
    const recorded = await countAnnouncementMails(db, row.id)
    await finishQueueing(db, row.id, recorded)
    return recorded
  }

  async function find(id: string): Promise<AnnouncementRow> {
    const row = isUuid(id) ? await announcementRows.find(db, id) : undefined
    if (!row) throw AppError.notFound(ANNOUNCEMENT_NOT_FOUND)
    return row
  }

  /** The announcements of `rows` with their progress, those whose mails have all gone marked sent first. */
  async function withProgress(rows: AnnouncementRow[]): Promise<Announcement[]> {
    const sending = rows.filter((row) => row.status === 'sending').map((row) => row.id)
    const marked = new Set(sending.length ? await markSentWhenDone(db, sending) : [])
    const progress = await progressOf(
      db,
      rows.map((row) => row.id),
    )
    return rows.map((row) =>
      toAnnouncement(marked.has(row.id) ? { ...row, status: 'sent' } : row, progress.get(row.id)),
    )
  }

  return {
    /** The mail as a subscriber will get it, and how many confirmed subscribers would get it now. */
    async preview(input: AnnouncementInput): Promise<AnnouncementPreview> {
      const [sender, recipients] = await Promise.all([mailer.sender(db), countConfirmed(db)])
      const rendered = renderMail(
        sender.brand,
        announcementContent(sender, input, unsubscribeUrl(mailer.publicUrl, STAND_IN_TOKEN)),
      )
      return { subject: input.subject, ...rendered, recipients }
    },

    /** The mail once, to the signed-in administrator, its subject marked `[Test]`. */
    async sendTest(input: AnnouncementInput, admin: StaffSender): Promise<AnnouncementTest> {
      const sender = await mailer.sender(db)
      const link = unsubscribeUrl(mailer.publicUrl, STAND_IN_TOKEN)
      const mail = await mailer.record(
        db,
        {
          kind: 'test',
          to: [admin.email],
          replyTo: replyTo(sender),
          subject: `${TEST_PREFIX}${input.subject}`,
          headers: unsubscribeHeaders(link),
          content: announcementContent(sender, input, link),
        },
        sender,
      )
      mailer.wake()
      return { to: admin.email, mailId: mail!.id, mailDelivery: delivery }
    },

    /**
     * Sends an announcement: the row first (status sending), then one mail per confirmed subscriber, queued in
     * batches; the outbox delivers them. Refused (409) when nobody is confirmed.
     */
    async send(input: AnnouncementInput, admin: StaffSender): Promise<SentAnnouncement> {
      if ((await countConfirmed(db)) === 0) throw AppError.conflict(NO_RECIPIENTS)
      const row = await announcementRows.insert(db, {
        subject: input.subject,
        body: input.body,
        adminId: isUuid(admin._id) ? admin._id : null,
        adminName: admin.name,
      })
      await queue(row)
      const [sent] = await withProgress([await find(row.id)])
      return { ...sent!, mailDelivery: delivery }
    },

    async list(query: AnnouncementListQuery): Promise<{ data: Announcement[]; pagination: Pagination }> {
      const { rows, total } = await announcementRows.page(db, undefined, query)
      return { data: await withProgress(rows), pagination: paginationOf(query, total) }
    },

    async get(id: string): Promise<Announcement> {
      const [announcement] = await withProgress([await find(id)])
      return announcement!
    },

    async recipients(
      id: string,
      query: AnnouncementRecipientsQuery,
    ): Promise<{ data: AnnouncementRecipient[]; pagination: Pagination }> {
      await find(id)
      const { rows, total } = await recipientsPage(db, id, {
        ...query,
        status: query.status === 'all' ? undefined : query.status,
      })
      return {
        data: rows.map((row) => ({
          mailId: row.id,
          email: row.to[0] ?? '',
          status: row.status,
          attempts: row.attempts,
          response: row.lastResponse,
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
        pagination: paginationOf(query, total),
      }
    },

    /**
     * The periodic upkeep: finishes a queueing a stopped server left half-way, and marks sent the announcements
     * whose mails have all gone (the screens also do so as they read them).
     */
    async settle(now = new Date()): Promise<{ resumed: number; sent: number }> {
      const unfinished = await unfinishedQueueing(db, new Date(now.getTime() - QUEUEING_GRACE_MS))
      for (const id of unfinished) await queue(await find(id))
      const sent = await markSentWhenDone(db)
      return { resumed: unfinished.length, sent: sent.length }
    },
  }
}

export type AnnouncementService = ReturnType<typeof createAnnouncementService>
