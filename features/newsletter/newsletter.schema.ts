import { z } from 'zod'
import { limitQuery, MAX_PAGE_SIZE, pageQuery, searchQuery } from '../../platform/pagination'
import { emailField } from '../../platform/fields'
import { SUBSCRIBER_STATUSES } from '../../platform/db/tables'

/**
 * The footer form's answer, the same whatever the address's state (docs/product.md#newsletter-form): the visitor
 * is told to look for the confirmation link, and nobody learns who is subscribed.
 */
export const NEWSLETTER_SUCCESS_MESSAGE =
  'Thank you for subscribing! Please check your inbox and confirm your subscription.'

/** How long a confirmation link works; an address left unconfirmed this long is deleted. */
export const CONFIRMATION_DAYS = 7
/** Confirmation mails one address gets in a day at most, whoever asks: the form cannot be used to flood it. */
export const CONFIRMATION_MAILS_PER_DAY = 5

export { SUBSCRIBER_STATUSES }
export const SubscriberStatusSchema = z.enum(SUBSCRIBER_STATUSES)
export type SubscriberStatus = z.infer<typeof SubscriberStatusSchema>

/** POST /newsletter, from the footer's e-mail input. */
export const NewsletterInputSchema = z.object({ email: emailField('Email is required') })
export type NewsletterInput = z.infer<typeof NewsletterInputSchema>

export const NewsletterSubscriberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  /** `pending` until the confirmation link is used; only `confirmed` addresses receive the newsletter. */
  status: SubscriberStatusSchema,
  /** When the address signed up (for a pending one: when it last asked for a link). */
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
})
export type NewsletterSubscriber = z.infer<typeof NewsletterSubscriberSchema>

export const NewsletterListQuerySchema = z.object({
  search: searchQuery,
  status: z
    .enum([...SUBSCRIBER_STATUSES, 'all'], { error: 'Status must be pending, confirmed or all' })
    .default('all'),
  page: pageQuery,
  limit: limitQuery(20, MAX_PAGE_SIZE),
})
export type NewsletterListQuery = z.infer<typeof NewsletterListQuerySchema>

/** A link's token as it may appear in a URL: anything else is answered as an unknown link at once. */
export const LINK_TOKEN = /^[\w-]{16,128}$/

/** What a confirmation link leads to (the confirm page; docs/product.md#confirming-a-subscription). */
export type ConfirmationLink =
  { state: 'pending'; email: string } | { state: 'expired' } | { state: 'unknown' }

/** What an unsubscribe link leads to (docs/product.md#unsubscribing). */
export type UnsubscribeLink = { state: 'subscribed'; email: string } | { state: 'unknown' }
