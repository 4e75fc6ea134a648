import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses, ok } from '../../platform/http/envelope'
import { IdParamsSchema } from '../../platform/fields'
import {
  ServiceImageInputSchema,
  ServiceInputSchema,
  ServiceListQuerySchema,
  ServiceSchema,
  ServiceUpdateSchema,
} from './service.schema'
import type { ServicesService } from './service.service'

const tags = ['Services']
const secured = { security: [{ bearerAuth: [] }] }
const Deleted = ok(z.object({ _id: z.string() }))

export const serviceRoutes: FastifyPluginAsyncZod<{ services: ServicesService }> = async (
  app,
  { services },
) => {
  app.get(
    '/services',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'List services (visitors see active ones; administrators see all, optionally by status)',
        querystring: ServiceListQuerySchema,
        response: { 200: ok(z.array(ServiceSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: request.admin ? await services.list(request.query) : await services.listActive(),
    }),
  )

  app.get(
    '/services/active',
    {
      config: { public: true },
      schema: { tags, summary: 'List active services', response: { 200: ok(z.array(ServiceSchema)) } },
    },
    async () => ({ success: true as const, data: await services.listActive() }),
  )

  app.get(
    '/services/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'One service (an inactive one only for administrators)',
        params: IdParamsSchema,
        response: { 200: ok(ServiceSchema), 404: errorResponses[404] },
      },
    },
    async (request) => ({
      success: true as const,
      data: await services.get(request.params.id, { includeInactive: request.admin !== null }),
    }),
  )

  app.post(
    '/services',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Create a service',
        body: ServiceInputSchema,
        response: { 201: ok(ServiceSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true, data: await services.create(request.body) }),
  )

  app.put(
    '/services/:id',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Update a service (only the fields sent change)',
        params: IdParamsSchema,
        body: ServiceUpdateSchema,
        response: { 200: ok(ServiceSchema), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await services.update(request.params.id, request.body),
    }),
  )

  app.delete(
    '/services/:id',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Delete a service',
        params: IdParamsSchema,
        response: { 200: Deleted, ...errorResponses },
      },
    },
    async (request) => {
      await services.remove(request.params.id)
      return { success: true as const, data: { _id: request.params.id } }
    },
  )

  app.post(
    '/services/:id/images',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Add an image to a service’s gallery',
        params: IdParamsSchema,
        body: ServiceImageInputSchema,
        response: { 200: ok(ServiceSchema), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await services.addImage(request.params.id, request.body.imageUrl),
    }),
  )

  app.delete(
    '/services/:id/images/:imageId',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Remove a gallery image, named by its _id (or its URL, URL-encoded)',
        params: z.object({ id: z.string().max(100), imageId: z.string().max(2100) }),
        response: { 200: ok(ServiceSchema), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await services.removeImage(request.params.id, request.params.imageId),
    }),
  )

  app.put(
    '/services/:id/main-image',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Choose the main image (added to the gallery if new)',
        params: IdParamsSchema,
        body: ServiceImageInputSchema,
        response: { 200: ok(ServiceSchema), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await services.setMainImage(request.params.id, request.body.imageUrl),
    }),
  )
}
