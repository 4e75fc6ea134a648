import { defineContentModule } from '../../platform/content-modules'
import { ClientUpdateSchema, type ClientUpdate, ClientInputSchema, type ClientInput } from './client.schema'
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
  editing: {
    fields: ClientUpdateSchema,
    save: ({ clients }, itemId, fields) => clients.update(itemId, fields as ClientUpdate),
    create: {
      fields: ClientInputSchema,
      save: ({ clients }, input) => clients.create(input as ClientInput),
    },
  },
})
