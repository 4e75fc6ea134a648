import { z } from 'zod'
import { MAIL_STATUSES } from '../../platform/db/tables'
import { limitQuery, MAX_PAGE_SIZE, pageQuery, searchQuery } from '../../platform/pagination'
import { MailDeliverySchema } from '../../platform/mail/delivery'

export { MAIL_STATUSES }
export { type MailDelivery, MailDeliverySchema } from '../../platform/mail/delivery'
export const MailStatusSchema = z.enum(MAIL_STATUSES)
export type MailStatus = z.infer<typeof MailStatusSchema>
export const MAIL_KINDS = [
  'contact-notification',
  'contact-reply',
  'contact-acknowledgement',
  'password-reset',
  'staff-invitation',
  'sign-in-attack',
  'newsletter-confirmation',
  'newsletter-announcement',
  'test',
] as const

/** What each kind of mail is, as the back-office names it. */
export const MAIL_KIND_LABELS: Record<(typeof MAIL_KINDS)[number], string> = {
  'contact-notification': 'New message',
  'contact-reply': 'Reply',
  'contact-acknowledgement': 'Acknowledgement',
  'password-reset': 'Password reset',
  'staff-invitation': 'Staff invitation',
  'sign-in-attack': 'Sign-in warning',
  'newsletter-confirmation': 'Newsletter confirmation',
  'newsletter-announcement': 'Announcement',
  test: 'Test',
}

/** Shown instead of a link's token in a mail the back-office reads (see the mail service). */
export const HIDDEN_TOKEN = 'hidden'

export const MAIL_NOT_FOUND = 'Mail not found'
export const MAIL_NOT_RETRYABLE = 'Only a mail that failed can be sent again'

/** One mail of the outbox, as the back-office shows it: who, what, and what became of it. */
export const OutboxMailSchema = z.object({
  _id: z.string(),
  kind: z.enum(MAIL_KINDS),
  from: z.string(),
  to: z.array(z.string()),
  replyTo: z.string().nullable(),
  subject: z.string(),
  status: MailStatusSchema,
  attempts: z.number(),
  /** When the next attempt is due (queued mail). */
  nextAttemptAt: z.string(),
  /** The SMTP server's last answer: acceptance, refusal or connection error. */
  lastResponse: z.string().nullable(),
  sentAt: z.string().nullable(),
  contactMessageId: z.string().nullable(),
  createdAt: z.string(),
})
export type OutboxMail = z.infer<typeof OutboxMailSchema>

/** The same with its bodies and headers, for the detail view. */
export const OutboxMailDetailSchema = OutboxMailSchema.extend({
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
})
export type OutboxMailDetail = z.infer<typeof OutboxMailDetailSchema>

export const OutboxListQuerySchema = z.object({
  status: z
    .enum([...MAIL_STATUSES, 'all'], { error: 'Status must be queued, sending, sent, kept, failed or all' })
    .default('all'),
  search: searchQuery,
  page: pageQuery,
  limit: limitQuery(20, MAX_PAGE_SIZE),
})
export type OutboxListQuery = z.infer<typeof OutboxListQuerySchema>

/** Where mail goes, and how much of it is in each state. */
export const OutboxSummarySchema = z.object({
  mode: MailDeliverySchema,
  /** The SMTP server without its password (smtp://user@host:port), or null. */
  server: z.string().nullable(),
  counts: z.record(MailStatusSchema, z.number()),
})
export type OutboxSummary = z.infer<typeof OutboxSummarySchema>
