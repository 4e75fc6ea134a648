import { defineContentModule, listEditing, oneService } from '../../platform/content-modules'
import { ClientUpdateSchema, ClientInputSchema } from './client.schema'
import { clientContentType } from './client.content-type'
import { clientRoutes } from './client.routes'
import { createClientsService } from './client.service'

/** Clients on the server (platform/content-modules.ts). */
export const clientModule = defineContentModule({
  type: clientContentType,
  ...oneService('clients', createClientsService, clientRoutes),
  editing: listEditing('clients', ClientUpdateSchema, ClientInputSchema),
})
