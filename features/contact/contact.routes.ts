import rateLimit from '@fastify/rate-limit'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../platform/errors'
import { ErrorEnvelopeSchema, errorResponses, ok } from '../../platform/http/envelope'
import { IdParamsSchema } from '../../platform/fields'
import {
  CONTACT_SUCCESS_MESSAGE,
  ContactInputSchema,
  ContactListQuerySchema,
  ContactMessageSchema,
  ContactReplyInputSchema,
  ContactUnreadQuerySchema,
  PaginationSchema,
} from './contact.schema'
import type { ContactService } from './contact.service'

const tags = ['Contact']
const secured = { security: [{ bearerAuth: [] }] }

/** Messages a visitor (one IP address) may send in a window; enough for people, a brake on scripts. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 }
export const CONTACT_RATE_LIMIT_MESSAGE = 'Too many messages sent. Please try again later.'

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  // Encapsulated in this plugin: only the routes below that ask for a limit get one. Counted after validation
  // (preHandler), so a visitor correcting a form mistake is not throttled; keyed by request.ip, which follows
  // X-Forwarded-For only when TRUST_PROXY is set.
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) =>
      AppError.tooManyRequests(CONTACT_RATE_LIMIT_MESSAGE, Math.max(1, Math.ceil(context.ttl / 1000))),
  })

  app.post(
    '/contact',
    {
      config: { public: true, rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Send a message from the public contact form',
        body: ContactInputSchema,
        response: {
          201: z.object({
            success: z.literal(true),
            message: z.string(),
            data: ContactMessageSchema,
          }),
          400: errorResponses[400],
          429: ErrorEnvelopeSchema.describe('Too many messages from this address; try again later'),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: CONTACT_SUCCESS_MESSAGE,
        data: await contact.submit(request.body),
      }),
  )

  app.get(
    '/contact',
    {
      schema: {
        tags,
        ...secured,
        summary: 'List contact messages, newest first (search, status filter, pages)',
        querystring: ContactListQuerySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(ContactMessageSchema),
            pagination: PaginationSchema,
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ success: true as const, ...(await contact.list(request.query)) }),
  )

  app.get(
    '/contact/unread',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Unread messages for the back-office bell, newest first, with the unread total',
        querystring: ContactUnreadQuerySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(ContactMessageSchema),
            total: z.number(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ success: true as const, ...(await contact.unread(request.query.limit)) }),
  )

  app.get(
    '/contact/:id',
    {
      schema: {
        tags,
        ...secured,
        summary: 'One contact message with its readers and replies',
        params: IdParamsSchema,
        response: { 200: ok(ContactMessageSchema), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await contact.get(request.params.id) }),
  )

  app.patch(
    '/contact/:id/read',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Mark a message as read by the signed-in administrator',
        params: IdParamsSchema,
        response: { 200: ok(ContactMessageSchema), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await contact.markRead(request.params.id, request.admin!),
    }),
  )

  app.post(
    '/contact/:id/reply',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Record a reply to a message (stored with the administrator’s name)',
        params: IdParamsSchema,
        body: ContactReplyInputSchema,
        response: { 200: ok(ContactMessageSchema), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await contact.reply(request.params.id, request.admin!, request.body),
    }),
  )

  app.patch(
    '/contact/:id/archive',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Archive a message (there is no unarchive)',
        params: IdParamsSchema,
        response: { 200: ok(ContactMessageSchema), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await contact.archive(request.params.id) }),
  )

  app.delete(
    '/contact/:id',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Delete a message with its replies (spam, erasure requests)',
        params: IdParamsSchema,
        response: { 200: ok(z.object({ _id: z.string() })), ...errorResponses },
      },
    },
    async (request) => {
      await contact.remove(request.params.id)
      return { success: true as const, data: { _id: request.params.id } }
    },
  )
}
