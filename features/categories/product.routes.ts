import { ACCESS } from '../../platform/auth/access'
import { z } from 'zod'
import { apiRoutes, errorsOf } from '../../platform/http/route-kit'
import { ProductInputSchema, ProductSchema, ProductUpdateSchema } from './product.schema'
import type { ProductsService } from './product.service'
import { CATEGORY_AREAS } from './category.content-type'

export const productRoutes = apiRoutes<{ products: ProductsService }>(
  ['Products'],
  ACCESS.content,
  (api, { products }) => {
    api.get('/categories/:id/products', {
      public: true,
      cache: CATEGORY_AREAS,
      summary: 'A category’s products by order, then name (an inactive category’s only for administrators)',
      data: z.array(ProductSchema),
      errors: errorsOf(404),
      handler: (request) =>
        products.listForCategory(request.params.id, { includeInactive: request.admin !== null }),
    })

    api.post('/categories/:id/products', {
      summary: 'Add a product to a category (no price means “Contact us”)',
      body: ProductInputSchema,
      status: 201,
      data: ProductSchema,
      handler: (request) => products.create(request.params.id, request.body),
    })

    api.put('/categories/:id/products/:productId', {
      summary: 'Update a product of this category (only the fields sent change)',
      body: ProductUpdateSchema,
      data: ProductSchema,
      handler: (request) => products.update(request.params.id, request.params.productId, request.body),
    })

    api.order('/categories/:id/products', {
      noun: { one: 'product of this category', many: 'products of this category' },
      rows: ({ id }) => products.orderOf(id!),
    })

    api.deleteOne(
      '/categories/:id/products/:productId',
      'Delete a product of this category',
      ({ id, productId }) => products.remove(id, productId),
    )
  },
)
