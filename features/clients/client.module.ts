import { defineContentModule } from '../../platform/content-modules'
import { clientContentType } from './client.content-type'
import { clientRoutes } from './client.routes'
import { createClientsService } from './client.service'

/** Clients on the server (platform/content-modules.ts). */
export const clientModule = defineContentModule({
  type: clientContentType,
  services: (deps) => ({ clients: createClientsService(deps) }),
  routes: async (api, { clients }) => {
    await api.register(clientRoutes, { clients })
  },
})
