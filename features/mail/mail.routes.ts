import { ACCESS } from '../../platform/auth/access'
import { ErrorEnvelopeSchema, errorResponses } from '../../platform/http/envelope'
import { apiRoutes } from '../../platform/http/route-kit'
import {
  OutboxListQuerySchema,
  OutboxMailDetailSchema,
  OutboxMailSchema,
  OutboxSummarySchema,
} from './mail.schema'
import type { MailService } from './mail.service'
import { MailSettingsSchema } from './mail-settings.schema'
import type { MailSettingsService } from './mail-settings.service'

export const mailRoutes = apiRoutes<{ mail: MailService; mailSettings: MailSettingsService }>(
  ['Mail'],
  ACCESS.settings,
  async (api, { mail, mailSettings }) => {
    api.page('/mail', {
      summary:
        'The outbox: every mail the site sent or will send, newest first (status filter, search, pages)',
      querystring: OutboxListQuerySchema,
      item: OutboxMailSchema,
      handler: (request) => mail.list(request.query),
    })

    api.get('/mail/summary', {
      summary: 'Where mail goes (an SMTP server, or kept here) and how many mails are in each state',
      data: OutboxSummarySchema,
      handler: () => mail.summary(),
    })

    api.get('/mail/settings', {
      summary: 'Who is told of a new contact message, and the automatic acknowledgement to the visitor',
      data: MailSettingsSchema,
      handler: () => mailSettings.get(),
    })

    api.put('/mail/settings', {
      summary: 'Save the notification recipients and the automatic acknowledgement',
      body: MailSettingsSchema,
      data: MailSettingsSchema,
      audit: { before: () => mailSettings.get() },
      handler: (request) => mailSettings.update(request.body),
    })

    api.get('/mail/:id', {
      summary: 'One mail with its text, HTML and headers',
      data: OutboxMailDetailSchema,
      handler: (request) => mail.get(request.params.id),
    })

    api.post('/mail/:id/retry', {
      audit: { entity: 'mail', action: 'retry' },
      summary: 'Send a failed mail again (409 unless it failed)',
      data: OutboxMailDetailSchema,
      errors: { ...errorResponses, 409: ErrorEnvelopeSchema.describe('The mail has not failed') },
      handler: (request) => mail.retry(request.params.id),
    })
  },
)
