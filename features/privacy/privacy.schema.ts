import { z } from 'zod'
import { MAIL_STATUSES, PRIVACY_REQUEST_KINDS, SUBSCRIBER_STATUSES } from '../../platform/db/tables'
import { emailField } from '../../platform/fields'
import { CONTACT_MESSAGE_STATUSES } from '../contact/contact.schema'
import { limitQuery, MAX_PAGE_SIZE, pageQuery, searchQuery } from '../../platform/pagination'
import { MAIL_KINDS } from '../mail/mail.schema'

/** POST /privacy/lookup, /privacy/export, /privacy/erase: the address a request is about (trimmed, any case). */
export const PrivacyEmailInputSchema = z.object({ email: emailField('Email is required') })
export type PrivacyEmailInput = z.infer<typeof PrivacyEmailInputSchema>

/** How much is stored about an address (lookup, export), or was erased (erase). */
export const PrivacyCountsSchema = z.object({
  contactMessages: z.number(),
  replies: z.number(),
  subscriptions: z.number(),
  mails: z.number(),
})
export type PrivacyCounts = z.infer<typeof PrivacyCountsSchema>

/**
 * Why a mail belongs to the person: addressed to them (`recipient`), answering to them (`reply-to`: the staff's
 * notification of their message), or about one of their messages (`message`: the notification, the
 * acknowledgement, a reply).
 */
export const MAIL_REASONS = ['recipient', 'reply-to', 'message'] as const
export type MailReason = (typeof MAIL_REASONS)[number]

/** One privacy request carried out: which address, what was done and found, by whom and when. */
export const PrivacyRequestSchema = z.object({
  _id: z.string(),
  email: z.string(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  counts: PrivacyCountsSchema,
  /** `_id` is null once the administrator has been removed; the name stays. */
  admin: z.object({ _id: z.string().nullable(), name: z.string() }),
  createdAt: z.string(),
})
export type PrivacyRequest = z.infer<typeof PrivacyRequestSchema>

export const PrivacyRequestListQuerySchema = z.object({
  search: searchQuery,
  page: pageQuery,
  limit: limitQuery(20, MAX_PAGE_SIZE),
})
export type PrivacyRequestListQuery = z.infer<typeof PrivacyRequestListQuerySchema>

/** The summary lists at most this many messages and mails (the counts are always complete). */
export const SUMMARY_LIST_MAX = 50

/** What the lookup shows: the counts, and a line for each message, the subscription and each mail. */
export const PrivacySummarySchema = z.object({
  email: z.string(),
  counts: PrivacyCountsSchema,
  messages: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      subject: z.string(),
      status: z.enum(CONTACT_MESSAGE_STATUSES),
      replies: z.number(),
      createdAt: z.string(),
    }),
  ),
  subscription: z
    .object({
      status: z.enum(SUBSCRIBER_STATUSES),
      subscribedAt: z.string(),
      confirmedAt: z.string().nullable(),
    })
    .nullable(),
  /** How many of the person's mails are in each state. */
  mailStatuses: z.record(z.enum(MAIL_STATUSES), z.number()),
  mails: z.array(
    z.object({
      _id: z.string(),
      kind: z.enum(MAIL_KINDS),
      /** Null when the mail is another person's message that this address received (a staff notification). */
      subject: z.string().nullable(),
      status: z.enum(MAIL_STATUSES),
      reasons: z.array(z.enum(MAIL_REASONS)),
      /** How many other addresses the mail went to (they are never shown). */
      otherRecipients: z.number(),
      createdAt: z.string(),
    }),
  ),
})
export type PrivacySummary = z.infer<typeof PrivacySummarySchema>

export const PRIVACY_EXPORT_FORMAT = 'switchboard-privacy-export/1'

/**
 * The export: everything stored about one address, as a file for the person. Another recipient's address is never
 * in it (only how many there were); a mail about somebody else's message that this address received has no
 * content.
 */
export const PrivacyExportSchema = z.object({
  format: z.literal(PRIVACY_EXPORT_FORMAT),
  email: z.string(),
  generatedAt: z.string(),
  site: z.object({ name: z.string(), url: z.string().nullable() }),
  counts: PrivacyCountsSchema,
  contactMessages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
      status: z.enum(CONTACT_MESSAGE_STATUSES),
      createdAt: z.string(),
      updatedAt: z.string(),
      replies: z.array(
        z.object({ id: z.string(), message: z.string(), author: z.string(), createdAt: z.string() }),
      ),
    }),
  ),
  newsletterSubscription: z
    .object({
      email: z.string(),
      status: z.enum(SUBSCRIBER_STATUSES),
      subscribedAt: z.string(),
      confirmedAt: z.string().nullable(),
    })
    .nullable(),
  mails: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(MAIL_KINDS),
      reasons: z.array(z.enum(MAIL_REASONS)),
      status: z.enum(MAIL_STATUSES),
      from: z.string(),
      /** The person's own address(es) among the recipients; the others are left out. */
      to: z.array(z.string()),
      otherRecipients: z.number(),
      /** Null for a mail about another person's message that this address received. */
      content: z
        .object({
          replyTo: z.string().nullable(),
          subject: z.string(),
          text: z.string(),
          headers: z.record(z.string(), z.string()),
        })
        .nullable(),
      attempts: z.number(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
})
export type PrivacyExport = z.infer<typeof PrivacyExportSchema>

export const PRIVACY_ERASED_MESSAGE = 'Everything stored about this address was erased.'
export const PRIVACY_NOTHING_ERASED_MESSAGE =
  'Nothing was stored about this address. The request was recorded.'
