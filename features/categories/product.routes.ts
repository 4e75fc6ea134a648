import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses, ok } from '../../platform/http/envelope'
import { IdParamsSchema } from '../../platform/fields'
import { ProductInputSchema, ProductSchema, ProductUpdateSchema } from './product.schema'
import type { ProductsService } from './product.service'

const tags = ['Products']
const secured = { security: [{ bearerAuth: [] }] }
const Deleted = ok(z.object({ _id: z.string() }))
const ProductParamsSchema = z.object({ id: z.string().max(100), productId: z.string().max(100) })

export const productRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (
  app,
  { products },
) => {
  app.get(
    '/categories/:id/products',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A category’s products by order, then name (an inactive category’s only for administrators)',
        params: IdParamsSchema,
        response: { 200: ok(z.array(ProductSchema)), 404: errorResponses[404] },
      },
    },
    async (request) => ({
      success: true as const,
      data: await products.listForCategory(request.params.id, { includeInactive: request.admin !== null }),
    }),
  )

  app.post(
    '/categories/:id/products',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Add a product to a category (no price means “Contact us”)',
        params: IdParamsSchema,
        body: ProductInputSchema,
        response: { 201: ok(ProductSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true, data: await products.create(request.params.id, request.body) }),
  )

  app.put(
    '/categories/:id/products/:productId',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Update a product of this category (only the fields sent change)',
        params: ProductParamsSchema,
        body: ProductUpdateSchema,
        response: { 200: ok(ProductSchema), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await products.update(request.params.id, request.params.productId, request.body),
    }),
  )

  app.delete(
    '/categories/:id/products/:productId',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Delete a product of this category',
        params: ProductParamsSchema,
        response: { 200: Deleted, ...errorResponses },
      },
    },
    async (request) => {
      await products.remove(request.params.id, request.params.productId)
      return { success: true as const, data: { _id: request.params.productId } }
    },
  )
}
