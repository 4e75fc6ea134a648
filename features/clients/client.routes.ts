import { areasOf } from '../../platform/content-types'
import { clientContentType } from './client.content-type'
import { ACCESS } from '../../platform/auth/access'
import { apiRoutes } from '../../platform/http/route-kit'
import { ClientInputSchema, ClientListQuerySchema, ClientSchema, ClientUpdateSchema } from './client.schema'
import type { ClientsService } from './client.service'

export const clientRoutes = apiRoutes<{ clients: ClientsService }>(
  ['Clients'],
  ACCESS.content,
  (api, { clients }) => {
    api.resource('/clients', clients, ClientSchema, {
      cache: areasOf(clientContentType),
      list: {
        summary:
          'List client testimonials, newest first (visitors see active ones; administrators see all, ' +
          'or only active ones with isActive=true)',
        querystring: ClientListQuerySchema,
        handler: (request) => (request.admin ? clients.list(request.query) : clients.listActive()),
      },
      get: {
        summary: 'One client testimonial (an inactive one only for administrators)',
        handler: (request) => clients.get(request.params.id, { includeInactive: request.admin !== null }),
      },
      create: {
        summary:
          'Add a client testimonial (imageUrl: a URL, an /uploads/… path, or a bare file name in the ' +
          'clients upload folder)',
        body: ClientInputSchema,
      },
      update: {
        summary: 'Update a client testimonial (only the fields sent change; also the isActive toggle)',
        body: ClientUpdateSchema,
      },
      remove: { summary: 'Remove a client testimonial (and the image, if nothing else uses it)' },
    })
  },
)
