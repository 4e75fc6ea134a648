import rateLimit from '@fastify/rate-limit'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../platform/errors'
import { ErrorEnvelopeSchema, errorResponses, ok } from '../../platform/http/envelope'
import { PaginationSchema } from '../contact/contact.schema'
import { IdParamsSchema } from '../../platform/fields'
import {
  NEWSLETTER_SUCCESS_MESSAGE,
  NewsletterInputSchema,
  NewsletterListQuerySchema,
  NewsletterSubscriberSchema,
} from './newsletter.schema'
import type { NewsletterService } from './newsletter.service'

const tags = ['Newsletter']
const secured = { security: [{ bearerAuth: [] }] }

/** Subscriptions one IP address may send in a window. */
export const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: 10 * 60 * 1000 }
export const NEWSLETTER_RATE_LIMIT_MESSAGE = 'Too many subscription attempts. Please try again later.'

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  // Encapsulated: only routes below with a rateLimit config are limited; counted after validation, per request.ip.
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) =>
      AppError.tooManyRequests(NEWSLETTER_RATE_LIMIT_MESSAGE, Math.max(1, Math.ceil(context.ttl / 1000))),
  })

  app.post(
    '/newsletter',
    {
      config: { public: true, rateLimit: NEWSLETTER_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Subscribe to the newsletter (an address already subscribed is a quiet success)',
        body: NewsletterInputSchema,
        response: {
          201: z.object({
            success: z.literal(true),
            message: z.string(),
            data: z.object({ email: z.string() }),
          }),
          400: errorResponses[400],
          429: ErrorEnvelopeSchema.describe('Too many attempts from this address; try again later'),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: NEWSLETTER_SUCCESS_MESSAGE,
        data: await newsletter.subscribe(request.body),
      }),
  )

  app.get(
    '/newsletter',
    {
      schema: {
        tags,
        ...secured,
        summary: 'List subscribers, newest first (search, pages)',
        querystring: NewsletterListQuerySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(NewsletterSubscriberSchema),
            pagination: PaginationSchema,
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ success: true as const, ...(await newsletter.list(request.query)) }),
  )

  app.get(
    '/newsletter/export.csv',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Download every subscriber as CSV (email,subscribed_at)',
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), 401: errorResponses[401] },
      },
    },
    async (_request, reply) => {
      const { filename, csv } = await newsletter.exportCsv()
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv)
    },
  )

  app.delete(
    '/newsletter/:id',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Remove a subscriber',
        params: IdParamsSchema,
        response: { 200: ok(z.object({ _id: z.string() })), ...errorResponses },
      },
    },
    async (request) => {
      await newsletter.remove(request.params.id)
      return { success: true as const, data: { _id: request.params.id } }
    },
  )
}
