import { defineContentModule } from '../../platform/content-modules'
import {
  ServiceUpdateSchema,
  type ServiceUpdate,
  ServiceInputSchema,
  type ServiceInput,
} from './service.schema'
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
  editing: {
    fields: ServiceUpdateSchema,
    save: ({ services }, itemId, fields) => services.update(itemId, fields as ServiceUpdate),
    create: {
      fields: ServiceInputSchema,
      save: ({ services }, input) => services.create(input as ServiceInput),
    },
  },
})
