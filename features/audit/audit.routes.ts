import { ACCESS } from '../../platform/auth/access'
import { apiRoutes } from '../../platform/http/route-kit'
import { AuditEntrySchema, AuditFacetsSchema, AuditListQuerySchema } from './audit.schema'
import type { AuditService } from './audit.service'

/** Read-only on purpose: no route changes or removes an entry (docs/product.md#audit-log). */
export const auditRoutes = apiRoutes<{ audit: AuditService }>(
  ['Audit log'],
  ACCESS.settings,
  async (api, { audit }) => {
    api.page('/audit', {
      summary: 'The audit log, newest first: filtered by person, entity, action and days, in pages',
      querystring: AuditListQuerySchema,
      item: AuditEntrySchema,
      handler: (request) => audit.list(request.query),
    })

    api.get('/audit/facets', {
      summary: 'The entities, actions and people found in the audit log, for its filters',
      data: AuditFacetsSchema,
      handler: () => audit.facets(),
    })
  },
)
