import { defineContentModule } from '../../platform/content-modules'
import { serviceContentType } from './service.content-type'
import { serviceRoutes } from './service.routes'
import { createServicesService } from './service.service'

/** Services on the server (platform/content-modules.ts). */
export const serviceModule = defineContentModule({
  type: serviceContentType,
  services: (deps) => ({ services: createServicesService(deps) }),
  routes: async (api, { services }) => {
    await api.register(serviceRoutes, { services })
  },
})
