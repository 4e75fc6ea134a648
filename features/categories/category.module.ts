import { defineContentModule } from '../../platform/content-modules'
import {
  CategoryUpdateSchema,
  type CategoryUpdate,
  CategoryInputSchema,
  type CategoryInput,
} from './category.schema'
import { categoryContentType } from './category.content-type'
import { categoryRoutes } from './category.routes'
import { createCategoriesService } from './category.service'
import { eventRoutes } from './event.routes'
import { createEventsService } from './event.service'
import { productRoutes } from './product.routes'
import { createProductsService } from './product.service'

/** Categories with their events and products on the server (platform/content-modules.ts). */
export const categoryModule = defineContentModule({
  type: categoryContentType,
  services: (deps) => ({
    categories: createCategoriesService(deps),
    categoryEvents: createEventsService(deps),
    products: createProductsService(deps),
  }),
  routes: async (api, { categories, categoryEvents, products }) => {
    await api.register(categoryRoutes, { categories })
    await api.register(eventRoutes, { events: categoryEvents })
    await api.register(productRoutes, { products })
  },
  editing: {
    fields: CategoryUpdateSchema,
    save: ({ categories }, itemId, fields) => categories.update(itemId, fields as CategoryUpdate),
    create: {
      fields: CategoryInputSchema,
      save: ({ categories }, input) => categories.create(input as CategoryInput),
    },
  },
})
