import { z } from 'zod'
import { ErrorEnvelopeSchema, errorResponses, ok } from '../../platform/http/envelope'
import { apiRoutes, errorsOf } from '../../platform/http/route-kit'
import { PaginationSchema } from '../contact/contact.schema'
import {
  NEWSLETTER_SUCCESS_MESSAGE,
  NewsletterInputSchema,
  NewsletterListQuerySchema,
  NewsletterSubscriberSchema,
} from './newsletter.schema'
import type { NewsletterService } from './newsletter.service'

/** Subscriptions one IP address may send in a window. */
export const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: 10 * 60 * 1000 }
export const NEWSLETTER_RATE_LIMIT_MESSAGE = 'Too many subscription attempts. Please try again later.'

export const newsletterRoutes = apiRoutes<{ newsletter: NewsletterService }>(
  ['Newsletter'],
  async (api, { newsletter }) => {
    await api.rateLimits(NEWSLETTER_RATE_LIMIT_MESSAGE)

    api.post('/newsletter', {
      public: true,
      config: { rateLimit: NEWSLETTER_RATE_LIMIT },
      summary: 'Subscribe to the newsletter (an address already subscribed is a quiet success)',
      body: NewsletterInputSchema,
      status: 201,
      response: z.object({
        success: z.literal(true),
        message: z.string(),
        data: z.object({ email: z.string() }),
      }),
      errors: {
        400: errorResponses[400],
        429: ErrorEnvelopeSchema.describe('Too many attempts from this address; try again later'),
      },
      handler: async (request) => ({
        success: true as const,
        message: NEWSLETTER_SUCCESS_MESSAGE,
        data: await newsletter.subscribe(request.body),
      }),
    })

    api.get('/newsletter', {
      summary: 'List subscribers, newest first (search, pages)',
      querystring: NewsletterListQuerySchema,
      response: ok(z.array(NewsletterSubscriberSchema)).extend({ pagination: PaginationSchema }),
      handler: async (request) => ({ success: true as const, ...(await newsletter.list(request.query)) }),
    })

    api.get('/newsletter/export.csv', {
      summary: 'Download every subscriber as CSV (email,subscribed_at)',
      produces: ['text/csv'],
      response: z.string().describe('text/csv'),
      errors: errorsOf(401),
      handler: async (_request, reply) => {
        const { filename, csv } = await newsletter.exportCsv()
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
        return csv
      },
    })

    api.deleteOne('/newsletter/:id', 'Remove a subscriber', ({ id }) => newsletter.remove(id))
  },
)
