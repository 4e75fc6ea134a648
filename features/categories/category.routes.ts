import { ACCESS } from '../../platform/auth/access'
import { z } from 'zod'
import { ErrorEnvelopeSchema, errorResponses } from '../../platform/http/envelope'
import { apiRoutes, errorsOf } from '../../platform/http/route-kit'
import {
  CategoryGetQuerySchema,
  CategoryInputSchema,
  CategoryListQuerySchema,
  CategoryReorderSchema,
  CategorySchema,
  CategoryUpdateSchema,
} from './category.schema'
import { CATEGORY_AREAS } from './category.content-type'
import type { CategoriesService } from './category.service'

const conflict = { 409: ErrorEnvelopeSchema.describe('Another category already has this title (any case)') }

export const categoryRoutes = apiRoutes<{ categories: CategoriesService }>(
  ['Categories'],
  ACCESS.content,
  (api, { categories }) => {
    api.resource('/categories', categories, CategorySchema, {
      cache: CATEGORY_AREAS,
      list: {
        summary:
          'List top-level categories by displayOrder, then title (with `subcategories` when includeSubcategories=true). ' +
          'Visitors see active categories only; administrators may filter by isActive.',
        querystring: CategoryListQuerySchema,
        errors: errorsOf(400),
        handler: (request) => categories.list(request.query, { includeInactive: request.admin !== null }),
      },
      get: {
        summary:
          'One category (an inactive one only for administrators), optionally with its subcategories, events and products',
        querystring: CategoryGetQuerySchema,
        errors: errorsOf(400, 404),
        handler: (request) =>
          categories.get(request.params.id, request.query, { includeInactive: request.admin !== null }),
      },
      create: {
        summary: 'Create a category (active by default; displayOrder defaults to the number of categories)',
        body: CategoryInputSchema,
        errors: { ...errorResponses, ...conflict },
      },
      update: {
        summary: 'Update a category (only the fields sent change; also the isActive switch and order swaps)',
        body: CategoryUpdateSchema,
        errors: { ...errorResponses, ...conflict },
      },
      remove: {
        summary:
          'Delete a category with its events and products (its subcategories become top-level categories)',
      },
    })

    api.order('/categories', { noun: { one: 'category', many: 'categories' }, rows: categories.order })

    api.put('/categories/reorder', {
      audit: { entity: 'categories', action: 'reorder' },
      summary:
        'Set the displayOrder of several categories at once: all or nothing (an unknown id changes nothing). ' +
        'Answers the reordered categories.',
      body: CategoryReorderSchema,
      data: z.array(CategorySchema),
      handler: (request) => categories.reorder(request.body),
    })
  },
)
