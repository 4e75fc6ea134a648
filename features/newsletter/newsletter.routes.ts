import { ACCESS } from '../../platform/auth/access'
import { z } from 'zod'
import { ErrorEnvelopeSchema, errorResponses } from '../../platform/http/envelope'
import { csvDownload } from '../../platform/http/csv-download'
import { apiRoutes } from '../../platform/http/route-kit'
import { AppError } from '../../platform/errors'
import {
  AnnouncementInputSchema,
  AnnouncementListQuerySchema,
  AnnouncementPreviewSchema,
  AnnouncementRecipientSchema,
  AnnouncementRecipientsQuerySchema,
  AnnouncementSchema,
  AnnouncementTestSchema,
  SentAnnouncementSchema,
} from './announcement.schema'
import type { AnnouncementService } from './announcement.service'
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

export const newsletterRoutes = apiRoutes<{
  newsletter: NewsletterService
  announcements: AnnouncementService
}>(['Newsletter'], ACCESS.inbox, async (api, { newsletter, announcements }) => {
  await api.rateLimits(NEWSLETTER_RATE_LIMIT_MESSAGE)

  api.post('/newsletter', {
    public: true,
    config: { rateLimit: NEWSLETTER_RATE_LIMIT },
    summary:
      'Subscribe to the newsletter: a confirmation link is mailed (the same answer whoever is subscribed)',
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

  api.page('/newsletter', {
    summary: 'List subscribers, newest first (status, search, pages)',
    querystring: NewsletterListQuerySchema,
    item: NewsletterSubscriberSchema,
    handler: (request) => newsletter.list(request.query),
  })

  api.get(
    '/newsletter/export.csv',
    csvDownload('Download the confirmed subscribers as CSV (email,subscribed_at,confirmed_at)', () =>
      newsletter.exportCsv(),
    ),
  )

  api.page('/newsletter/announcements', {
    summary: 'Announcements sent to the subscribers, newest first, each with its progress',
    querystring: AnnouncementListQuerySchema,
    item: AnnouncementSchema,
    handler: (request) => announcements.list(request.query),
  })

  api.post('/newsletter/announcements/preview', {
    // Renders a mail; writes nothing.
    audit: false,
    summary:
      'The mail an announcement makes (HTML and text), and how many confirmed subscribers would get it',
    body: AnnouncementInputSchema,
    data: AnnouncementPreviewSchema,
    handler: (request) => announcements.preview(request.body),
  })

  api.post('/newsletter/announcements/test', {
    audit: { entity: 'announcement', action: 'test' },
    summary: 'Mail the announcement once to the signed-in administrator, its subject marked [Test]',
    description:
      'Answers the address, the mail (`mailId`) and `mailDelivery`: whether it is on its way (smtp) or only kept ' +
      'in the Outbox because no mail server is set up (local, none).',
    body: AnnouncementInputSchema,
    data: AnnouncementTestSchema,
    handler: (request) => announcements.sendTest(request.body, signedIn(request.admin)),
  })

  api.post('/newsletter/announcements', {
    audit: { entity: 'announcement', action: 'send' },
    summary: 'Send an announcement: one mail per confirmed subscriber, queued in the outbox (409 when none)',
    description: 'Answers the announcement with its progress, and `mailDelivery` (as the test).',
    body: AnnouncementInputSchema,
    status: 201,
    data: SentAnnouncementSchema,
    errors: { ...errorResponses, 409: ErrorEnvelopeSchema.describe('Nobody has confirmed a subscription') },
    handler: (request) => announcements.send(request.body, signedIn(request.admin)),
  })

  api.get('/newsletter/announcements/:id', {
    summary: 'One announcement with its progress (mails queued, sending, sent, kept, failed)',
    data: AnnouncementSchema,
    handler: (request) => announcements.get(request.params.id),
  })

  api.page('/newsletter/announcements/:id/recipients', {
    summary: "An announcement's recipients, each with their mail's status and the server's answer (pages)",
    querystring: AnnouncementRecipientsQuerySchema,
    item: AnnouncementRecipientSchema,
    handler: (request) => announcements.recipients(request.params.id, request.query),
  })

  api.deleteOne('/newsletter/:id', 'Remove a subscriber', ({ id }) => newsletter.remove(id))
})

/** The administrator a secured route was called by (the API's hook has checked the token). */
function signedIn<T>(admin: T | null): T {
  if (!admin) throw AppError.unauthorized()
  return admin
}
