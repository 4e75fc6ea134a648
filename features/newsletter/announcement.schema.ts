import { z } from 'zod'
import { ANNOUNCEMENT_STATUSES, MAIL_STATUSES } from '../../platform/db/tables'
import { oneLine, requiredText } from '../../platform/fields'
import { limitQuery, MAX_PAGE_SIZE, pageQuery } from '../../platform/pagination'
import { MailDeliverySchema } from '../../platform/mail/delivery'
import { OutboxListQuerySchema } from '../mail/mail.schema'

/** Outbox rows written per statement and transaction when an announcement is queued. */
export const ANNOUNCEMENT_BATCH = 500

export const NO_RECIPIENTS = 'There are no confirmed subscribers to send to'
export const ANNOUNCEMENT_NOT_FOUND = 'Announcement not found'
/** The subject of a test mail starts with this, so that it is never taken for the real one. */
export const TEST_PREFIX = '[Test] '

/** What an administrator writes in the composer: a one-line subject and plain text (blank lines start paragraphs). */
export const AnnouncementInputSchema = z.object({
  subject: oneLine(
    requiredText('Subject is required', 200, 'Subject must be at most 200 characters'),
    'Subject',
  ),
  body: requiredText('Text is required', 20000, 'Text must be at most 20000 characters'),
})
export type AnnouncementInput = z.infer<typeof AnnouncementInputSchema>

/** How an announcement's mails stand, by outbox status. */
export const AnnouncementProgressSchema = z.object(
  Object.fromEntries(MAIL_STATUSES.map((status) => [status, z.number()])) as Record<
    (typeof MAIL_STATUSES)[number],
    z.ZodNumber
  >,
)
export type AnnouncementProgress = z.infer<typeof AnnouncementProgressSchema>

export const AnnouncementSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  body: z.string(),
  /** `sending` while any of its mails is queued or being sent, then `sent`. */
  status: z.enum(ANNOUNCEMENT_STATUSES),
  /** Mails recorded: one per confirmed subscriber when it was sent. */
  recipientCount: z.number(),
  progress: AnnouncementProgressSchema,
  /** Who sent it (`_id` null once that administrator is removed). */
  admin: z.object({ _id: z.string().nullable(), name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Announcement = z.infer<typeof AnnouncementSchema>

/** POST /newsletter/announcements: the announcement just sent, and what becomes of its mails. */
export const SentAnnouncementSchema = AnnouncementSchema.extend({ mailDelivery: MailDeliverySchema })
export type SentAnnouncement = z.infer<typeof SentAnnouncementSchema>

export const AnnouncementListQuerySchema = z.object({ page: pageQuery, limit: limitQuery(20, MAX_PAGE_SIZE) })
export type AnnouncementListQuery = z.infer<typeof AnnouncementListQuerySchema>

/** One recipient's result: their mail in the outbox (retry a failed one with POST /mail/{mailId}/retry). */
export const AnnouncementRecipientSchema = z.object({
  mailId: z.string(),
  email: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  /** The SMTP server's last answer: its acceptance, or its refusal. */
  response: z.string().nullable(),
  sentAt: z.string().nullable(),
})
export type AnnouncementRecipient = z.infer<typeof AnnouncementRecipientSchema>

/** An announcement's recipients are its mails in the outbox: searched and filtered as the outbox is. */
export const AnnouncementRecipientsQuerySchema = OutboxListQuerySchema
export type AnnouncementRecipientsQuery = z.infer<typeof AnnouncementRecipientsQuerySchema>

/** The mail as a subscriber will get it (with a stand-in unsubscribe link), and how many would get it now. */
export const AnnouncementPreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  recipients: z.number(),
})
export type AnnouncementPreview = z.infer<typeof AnnouncementPreviewSchema>

export const AnnouncementTestSchema = z.object({
  to: z.string(),
  mailId: z.string(),
  mailDelivery: MailDeliverySchema,
})
export type AnnouncementTest = z.infer<typeof AnnouncementTestSchema>
