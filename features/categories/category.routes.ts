import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorEnvelopeSchema, errorResponses, ok } from '../../platform/http/envelope'
import { IdParamsSchema } from '../../platform/fields'
import {
  CategoryGetQuerySchema,
  CategoryInputSchema,
  CategoryListQuerySchema,
  CategoryReorderSchema,
  CategorySchema,
  CategoryUpdateSchema,
} from './category.schema'
import type { CategoriesService } from './category.service'

const tags = ['Categories']
const secured = { security: [{ bearerAuth: [] }] }
const Deleted = ok(z.object({ _id: z.string() }))
const conflict = { 409: ErrorEnvelopeSchema.describe('Another category already has this title (any case)') }

export const categoryRoutes: FastifyPluginAsyncZod<{ categories: CategoriesService }> = async (
  app,
  { categories },
) => {
  app.get(
    '/categories',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'List top-level categories by displayOrder, then title (with `subcategories` when includeSubcategories=true). ' +
          'Visitors see active categories only; administrators may filter by isActive.',
        querystring: CategoryListQuerySchema,
        response: { 200: ok(z.array(CategorySchema)), 400: errorResponses[400] },
      },
    },
    async (request) => ({
      success: true as const,
      data: await categories.list(request.query, { includeInactive: request.admin !== null }),
    }),
  )

  app.get(
    '/categories/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'One category (an inactive one only for administrators), optionally with its subcategories, events and products',
        params: IdParamsSchema,
        querystring: CategoryGetQuerySchema,
        response: { 200: ok(CategorySchema), 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request) => ({
      success: true as const,
      data: await categories.get(request.params.id, request.query, {
        includeInactive: request.admin !== null,
      }),
    }),
  )

  app.post(
    '/categories',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Create a category (active by default; displayOrder defaults to the number of categories)',
        body: CategoryInputSchema,
        response: { 201: ok(CategorySchema), ...errorResponses, ...conflict },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true, data: await categories.create(request.body) }),
  )

  app.put(
    '/categories/reorder',
    {
      schema: {
        tags,
        ...secured,
        summary:
          'Set the displayOrder of several categories at once: all or nothing (an unknown id changes nothing). ' +
          'Answers the reordered categories.',
        body: CategoryReorderSchema,
        response: { 200: ok(z.array(CategorySchema)), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await categories.reorder(request.body) }),
  )

  app.put(
    '/categories/:id',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Update a category (only the fields sent change; also the isActive switch and order swaps)',
        params: IdParamsSchema,
        body: CategoryUpdateSchema,
        response: { 200: ok(CategorySchema), ...errorResponses, ...conflict },
      },
    },
    async (request) => ({
      success: true as const,
      data: await categories.update(request.params.id, request.body),
    }),
  )

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        ...secured,
        summary:
          'Delete a category with its events and products (its subcategories become top-level categories)',
        params: IdParamsSchema,
        response: { 200: Deleted, ...errorResponses },
      },
    },
    async (request) => {
      await categories.remove(request.params.id)
      return { success: true as const, data: { _id: request.params.id } }
    },
  )
}
