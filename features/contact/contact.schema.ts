import { z } from 'zod'
import { MAIL_STATUSES } from '../../platform/db/tables'
import { emailField, oneLine, requiredText, recordSchema } from '../../platform/fields'
import { limitQuery, MAX_PAGE_SIZE, pageQuery, searchQuery } from '../../platform/pagination'
import { MailDeliverySchema } from '../../platform/mail/delivery'

export const CONTACT_MESSAGE_STATUSES = ['unread', 'read', 'archived'] as const
export const ContactStatusSchema = z.enum(CONTACT_MESSAGE_STATUSES)
export type ContactStatus = z.infer<typeof ContactStatusSchema>

export const CONTACT_SUCCESS_MESSAGE = 'Thank you for your message! We will get back to you soon.'

/**
 * POST /contact: what a visitor sends from the public form (docs/product.md#contact-form: all four fields
 * required).
 */
export const ContactInputSchema = z.object({
  name: oneLine(requiredText('Name is required', 100, 'Name must be at most 100 characters'), 'Name'),
  email: emailField('Email is required'),
  subject: oneLine(
    requiredText('Subject is required', 200, 'Subject must be at most 200 characters'),
    'Subject',
  ),
  message: requiredText('Message is required', 5000, 'Message must be at most 5000 characters'),
  /** Honeypot: hidden from people, filled in by bots. Anything in it means the message is not stored. */
  website: z.unknown().optional().describe('Leave empty (spam trap)'),
})
export type ContactInput = z.infer<typeof ContactInputSchema>

/** POST /contact/{id}/reply */
export const ContactReplyInputSchema = z.object({
  message: requiredText('Reply message is required', 5000, 'Reply message must be at most 5000 characters'),
})
export type ContactReplyInput = z.infer<typeof ContactReplyInputSchema>

export const ContactReplySchema = z.object({
  _id: z.string(),
  message: z.string(),
  /** `_id` is null once the administrator who wrote the reply has been removed; the name stays. */
  admin: z.object({ _id: z.string().nullable(), name: z.string() }),
  createdAt: z.string(),
  /**
   * The e-mail that takes the reply to the visitor: its outbox id, its state, and the SMTP server's last answer.
   * Null for a reply stored before replies were mailed.
   */
  delivery: z
    .object({ mailId: z.string(), status: z.enum(MAIL_STATUSES), response: z.string().nullable() })
    .nullable(),
})
export type ContactReply = z.infer<typeof ContactReplySchema>

export const ContactMessageSchema = recordSchema({
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** Effective status: records of the older model (no status) count as read when isRead, else unread. */
  status: ContactStatusSchema,
  isRead: z.boolean(),
  readBy: z.array(z.string()),
  replies: z.array(ContactReplySchema),
})
export type ContactMessage = z.infer<typeof ContactMessageSchema>

/**
 * GET /contact/{id} and POST /contact/{id}/reply: the message, and where its replies' e-mail goes (without a mail
 * server they are kept in the Outbox, and the message window says so).
 */
export const ContactMessageDetailSchema = ContactMessageSchema.extend({ mailDelivery: MailDeliverySchema })
export type ContactMessageDetail = z.infer<typeof ContactMessageDetailSchema>

export const ContactListQuerySchema = z.object({
  search: searchQuery,
  status: z
    .enum([...CONTACT_MESSAGE_STATUSES, 'all'], { error: 'Status must be unread, read, archived or all' })
    .default('all'),
  page: pageQuery,
  limit: limitQuery(20, MAX_PAGE_SIZE),
})
export type ContactListQuery = z.infer<typeof ContactListQuerySchema>

export const UNREAD_FEED_MAX = 50
export const ContactUnreadQuerySchema = z.object({ limit: limitQuery(10, UNREAD_FEED_MAX) })
