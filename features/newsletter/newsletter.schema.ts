import { z } from 'zod'
import { limitQuery, MAX_PAGE_SIZE, pageQuery, searchQuery } from '../contact/contact.schema'
import { emailField } from '../../platform/fields'

export const NEWSLETTER_SUCCESS_MESSAGE = 'Thank you for subscribing!'

/** POST /newsletter, from the footer's e-mail input. */
export const NewsletterInputSchema = z.object({ email: emailField('Email is required') })
export type NewsletterInput = z.infer<typeof NewsletterInputSchema>

export const NewsletterSubscriberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  createdAt: z.string(),
})
export type NewsletterSubscriber = z.infer<typeof NewsletterSubscriberSchema>

export const NewsletterListQuerySchema = z.object({
  search: searchQuery,
  page: pageQuery,
  limit: limitQuery(20, MAX_PAGE_SIZE),
})
export type NewsletterListQuery = z.infer<typeof NewsletterListQuerySchema>
