import { areasOf } from '../../platform/content-types'
import { partnerContentType } from './partner.content-type'
import { ACCESS } from '../../platform/auth/access'
import { apiRoutes } from '../../platform/http/route-kit'
import { PartnerInputSchema, PartnerSchema, PartnerUpdateSchema } from './partner.schema'
import type { PartnersService } from './partner.service'

export const partnerRoutes = apiRoutes<{ partners: PartnersService }>(
  ['Partners'],
  ACCESS.content,
  (api, { partners }) => {
    api.resource('/partners', partners, PartnerSchema, {
      cache: areasOf(partnerContentType),
      list: { summary: 'List partners in display order, then by name', handler: () => partners.list() },
      get: { summary: 'One partner', handler: (request) => partners.get(request.params.id) },
      create: { summary: 'Add a partner', body: PartnerInputSchema },
      update: { summary: 'Update a partner (only the fields sent change)', body: PartnerUpdateSchema },
      remove: { summary: 'Remove a partner (and the logo, if nothing else uses it)' },
    })
    api.order('/partners', { noun: { one: 'partner', many: 'partners' }, rows: partners.order })
  },
)
