import { areasOf } from '../../platform/content-types'
import { serviceContentType } from './service.content-type'
import { ACCESS } from '../../platform/auth/access'
import { z } from 'zod'
import { apiRoutes } from '../../platform/http/route-kit'
import {
  ServiceImageInputSchema,
  ServiceInputSchema,
  ServiceListQuerySchema,
  ServiceSchema,
  ServiceUpdateSchema,
} from './service.schema'
import type { ServicesService } from './service.service'

export const serviceRoutes = apiRoutes<{ services: ServicesService }>(
  ['Services'],
  ACCESS.content,
  (api, { services }) => {
    api.resource('/services', services, ServiceSchema, {
      cache: areasOf(serviceContentType),
      list: {
        summary: 'List services (visitors see active ones; administrators see all, optionally by status)',
        querystring: ServiceListQuerySchema,
        handler: (request) => (request.admin ? services.list(request.query) : services.listActive()),
      },
      get: {
        summary: 'One service (an inactive one only for administrators)',
        handler: (request) => services.get(request.params.id, { includeInactive: request.admin !== null }),
      },
      create: { summary: 'Create a service', body: ServiceInputSchema },
      update: { summary: 'Update a service (only the fields sent change)', body: ServiceUpdateSchema },
      remove: { summary: 'Delete a service' },
    })

    api.get('/services/active', {
      public: true,
      cache: areasOf(serviceContentType),
      summary: 'List active services',
      data: z.array(ServiceSchema),
      handler: () => services.listActive(),
    })

    api.post('/services/:id/images', {
      summary: 'Add an image to a service’s gallery',
      body: ServiceImageInputSchema,
      data: ServiceSchema,
      handler: (request) => services.addImage(request.params.id, request.body.imageUrl, request.body.alt),
    })

    api.delete('/services/:id/images/:imageId', {
      summary: 'Remove a gallery image, named by its _id (or its URL, URL-encoded)',
      params: z.object({ id: z.string().max(100), imageId: z.string().max(2100) }),
      data: ServiceSchema,
      handler: (request) => services.removeImage(request.params.id, request.params.imageId),
    })

    api.put('/services/:id/main-image', {
      summary: 'Choose the main image (added to the gallery if new)',
      body: ServiceImageInputSchema,
      data: ServiceSchema,
      handler: (request) => services.setMainImage(request.params.id, request.body.imageUrl),
    })
  },
)
