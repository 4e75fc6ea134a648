import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses, ok } from '../../platform/http/envelope'
import { IdParamsSchema } from '../../platform/fields'
import { PartnerInputSchema, PartnerSchema, PartnerUpdateSchema } from './partner.schema'
import type { PartnersService } from './partner.service'

const tags = ['Partners']
const secured = { security: [{ bearerAuth: [] }] }
const Deleted = ok(z.object({ _id: z.string() }))

export const partnerRoutes: FastifyPluginAsyncZod<{ partners: PartnersService }> = async (
  app,
  { partners },
) => {
  app.get(
    '/partners',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'List partners in display order, then by name',
        response: { 200: ok(z.array(PartnerSchema)) },
      },
    },
    async () => ({ success: true as const, data: await partners.list() }),
  )

  app.get(
    '/partners/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'One partner',
        params: IdParamsSchema,
        response: { 200: ok(PartnerSchema), 404: errorResponses[404] },
      },
    },
    async (request) => ({ success: true as const, data: await partners.get(request.params.id) }),
  )

  app.post(
    '/partners',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Add a partner',
        body: PartnerInputSchema,
        response: { 201: ok(PartnerSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true, data: await partners.create(request.body) }),
  )

  app.put(
    '/partners/:id',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Update a partner (only the fields sent change)',
        params: IdParamsSchema,
        body: PartnerUpdateSchema,
        response: { 200: ok(PartnerSchema), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await partners.update(request.params.id, request.body),
    }),
  )

  app.delete(
    '/partners/:id',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Remove a partner (and the logo, if nothing else uses it)',
        params: IdParamsSchema,
        response: { 200: Deleted, ...errorResponses },
      },
    },
    async (request) => {
      await partners.remove(request.params.id)
      return { success: true as const, data: { _id: request.params.id } }
    },
  )
}
