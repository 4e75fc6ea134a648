import { defineContentModule } from '../../platform/content-modules'
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
})
