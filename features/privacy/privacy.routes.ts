import { ACCESS } from '../../platform/auth/access'
import { z } from 'zod'
import { errorsOf, apiRoutes } from '../../platform/http/route-kit'
import {
  PrivacyEmailInputSchema,
  PrivacyExportSchema,
  PrivacyRequestListQuerySchema,
  PrivacyRequestSchema,
  PrivacySummarySchema,
} from './privacy.schema'
import type { PrivacyService } from './privacy.service'

/**
 * docs/product.md#privacy-requests. The address travels in the body, never in a URL, so that it stays out of
 * access logs and the browser's history.
 */
export const privacyRoutes = apiRoutes<{ privacy: PrivacyService }>(
  ['Privacy'],
  ACCESS.settings,
  async (api, { privacy }) => {
    api.post('/privacy/lookup', {
      audit: { entity: 'privacy', action: 'lookup' },
      summary: 'What is stored about an e-mail address (messages, replies, subscription, mail); not recorded',
      body: PrivacyEmailInputSchema,
      data: PrivacySummarySchema,
      errors: errorsOf(400, 401),
      handler: (request) => privacy.lookup(request.body.email),
    })

    api.post('/privacy/export', {
      audit: { entity: 'privacy', action: 'export' },
      summary: 'Download everything stored about an e-mail address as JSON; recorded as an export request',
      body: PrivacyEmailInputSchema,
      produces: ['application/json'],
      response: PrivacyExportSchema,
      errors: errorsOf(400, 401),
      handler: async (request, reply) => {
        const { filename, document } = await privacy.export(request.body.email, request.admin!)
        reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          // A file a person will read: indented.
          .serializer((data: unknown) => JSON.stringify(data, null, 2))
        return document
      },
    })

    api.post('/privacy/erase', {
      audit: { entity: 'privacy', action: 'erase' },
      summary:
        'Erase everything stored about an e-mail address in one transaction; recorded as an erase request with what was erased',
      body: PrivacyEmailInputSchema,
      response: z.object({ success: z.literal(true), message: z.string(), data: PrivacyRequestSchema }),
      errors: errorsOf(400, 401),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store')
        return { success: true as const, ...(await privacy.erase(request.body.email, request.admin!)) }
      },
    })

    api.page('/privacy/requests', {
      summary: 'The privacy requests carried out, newest first (search by address, pages)',
      querystring: PrivacyRequestListQuerySchema,
      item: PrivacyRequestSchema,
      errors: errorsOf(400, 401),
      handler: (request) => privacy.requests(request.query),
    })
  },
)
