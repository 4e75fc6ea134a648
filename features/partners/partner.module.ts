import { defineContentModule } from '../../platform/content-modules'
import { PartnerUpdateSchema, type PartnerUpdate } from './partner.schema'
import { partnerContentType } from './partner.content-type'
import { partnerRoutes } from './partner.routes'
import { createPartnersService } from './partner.service'

/** Partners on the server (platform/content-modules.ts). */
export const partnerModule = defineContentModule({
  type: partnerContentType,
  services: (deps) => ({ partners: createPartnersService(deps) }),
  routes: async (api, { partners }) => {
    await api.register(partnerRoutes, { partners })
  },
  editing: {
    fields: PartnerUpdateSchema,
    save: ({ partners }, itemId, fields) => partners.update(itemId, fields as PartnerUpdate),
  },
})
