import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses, ok } from '../../platform/http/envelope'
import { IdParamsSchema } from '../../platform/fields'
import { ClientInputSchema, ClientListQuerySchema, ClientSchema, ClientUpdateSchema } from './client.schema'
import type { ClientsService } from './client.service'

const tags = ['Clients']
const secured = { security: [{ bearerAuth: [] }] }
const Deleted = ok(z.object({ _id: z.string() }))

export const clientRoutes: FastifyPluginAsyncZod<{ clients: ClientsService }> = async (app, { clients }) => {
  app.get(
    '/clients',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'List client testimonials, newest first (visitors see active ones; administrators see all, ' +
          'or only active ones with isActive=true)',
        querystring: ClientListQuerySchema,
        response: { 200: ok(z.array(ClientSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: request.admin ? await clients.list(request.query) : await clients.listActive(),
    }),
  )

  app.get(
    '/clients/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'One client testimonial (an inactive one only for administrators)',
        params: IdParamsSchema,
        response: { 200: ok(ClientSchema), 404: errorResponses[404] },
      },
    },
    async (request) => ({
      success: true as const,
      data: await clients.get(request.params.id, { includeInactive: request.admin !== null }),
    }),
  )

  app.post(
    '/clients',
    {
      schema: {
        tags,
        ...secured,
        summary:
          'Add a client testimonial (imageUrl: a URL, an /uploads/… path, or a bare file name in the ' +
          'clients upload folder)',
        body: ClientInputSchema,
        response: { 201: ok(ClientSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true, data: await clients.create(request.body) }),
  )

  app.put(
    '/clients/:id',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Update a client testimonial (only the fields sent change; also the isActive toggle)',
        params: IdParamsSchema,
        body: ClientUpdateSchema,
        response: { 200: ok(ClientSchema), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await clients.update(request.params.id, request.body),
    }),
  )

  app.delete(
    '/clients/:id',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Remove a client testimonial (and the image, if nothing else uses it)',
        params: IdParamsSchema,
        response: { 200: Deleted, ...errorResponses },
      },
    },
    async (request) => {
      await clients.remove(request.params.id)
      return { success: true as const, data: { _id: request.params.id } }
    },
  )
}
