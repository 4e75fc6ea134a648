import { defineContentModule } from '../../platform/content-modules'
import { companyContentType } from './company.content-type'
import { companyRoutes } from './company.routes'
import { createCompanyService } from './company.service'

/** The company's settings on the server (platform/content-modules.ts). */
export const companyModule = defineContentModule({
  type: companyContentType,
  services: (deps) => ({ company: createCompanyService(deps) }),
  routes: async (api, { company }) => {
    await api.register(companyRoutes, { company })
  },
})
