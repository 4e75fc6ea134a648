import { ACCESS } from '../../platform/auth/access'
import { z } from 'zod'
import { ErrorEnvelopeSchema, errorResponses, ok } from '../../platform/http/envelope'
import { apiRoutes } from '../../platform/http/route-kit'
import {
  CONTACT_SUCCESS_MESSAGE,
  ContactInputSchema,
  ContactListQuerySchema,
  ContactMessageSchema,
  ContactMessageDetailSchema,
  ContactReplyInputSchema,
  ContactUnreadQuerySchema,
} from './contact.schema'
import type { ContactService } from './contact.service'

/** Messages a visitor (one IP address) may send in a window; enough for people, a brake on scripts. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 }
export const CONTACT_RATE_LIMIT_MESSAGE = 'Too many messages sent. Please try again later.'

export const contactRoutes = apiRoutes<{ contact: ContactService }>(
  ['Contact'],
  ACCESS.inbox,
  async (api, { contact }) => {
    await api.rateLimits(CONTACT_RATE_LIMIT_MESSAGE)

    api.post('/contact', {
      public: true,
      config: { rateLimit: CONTACT_RATE_LIMIT },
      summary: 'Send a message from the public contact form',
      body: ContactInputSchema,
      status: 201,
      response: z.object({ success: z.literal(true), message: z.string(), data: ContactMessageSchema }),
      errors: {
        400: errorResponses[400],
        429: ErrorEnvelopeSchema.describe('Too many messages from this address; try again later'),
      },
      handler: async (request) => ({
        success: true as const,
        message: CONTACT_SUCCESS_MESSAGE,
        data: await contact.submit(request.body),
      }),
    })

    api.page('/contact', {
      summary: 'List contact messages, newest first (search, status filter, pages)',
      querystring: ContactListQuerySchema,
      item: ContactMessageSchema,
      handler: (request) => contact.list(request.query),
    })

    api.get('/contact/unread', {
      summary: 'Unread messages for the back-office bell, newest first, with the unread total',
      querystring: ContactUnreadQuerySchema,
      response: ok(z.array(ContactMessageSchema)).extend({ total: z.number() }),
      handler: async (request) => ({
        success: true as const,
        ...(await contact.unread(request.query.limit)),
      }),
    })

    api.get('/contact/:id', {
      summary: 'One contact message with its readers and replies',
      description:
        'With `mailDelivery`: whether a reply is e-mailed (smtp) or only kept in the Outbox (local, none).',
      data: ContactMessageDetailSchema,
      handler: (request) => contact.get(request.params.id),
    })

    api.patch('/contact/:id/read', {
      audit: { entity: 'contact', action: 'read' },
      summary: 'Mark a message as read by the signed-in administrator',
      data: ContactMessageSchema,
      handler: (request) => contact.markRead(request.params.id, request.admin!),
    })

    api.post('/contact/:id/reply', {
      audit: { entity: 'contact', action: 'reply' },
      summary:
        'Record a reply to a message (stored with the administrator’s name) and mail it to the visitor',
      description:
        'Answers the message with its replies, and `mailDelivery`: whether the reply is on its way (smtp) or ' +
        'only kept in the Outbox because no mail server is set up (local, none).',
      body: ContactReplyInputSchema,
      data: ContactMessageDetailSchema,
      handler: (request) => contact.reply(request.params.id, request.admin!, request.body),
    })

    api.patch('/contact/:id/archive', {
      audit: { entity: 'contact', action: 'archive' },
      summary: 'Archive a message (there is no unarchive)',
      data: ContactMessageSchema,
      handler: (request) => contact.archive(request.params.id),
    })

    api.deleteOne('/contact/:id', 'Delete a message with its replies (spam, erasure requests)', ({ id }) =>
      contact.remove(id),
    )
  },
)
