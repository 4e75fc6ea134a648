import { areasOf, defineContentType } from '../../platform/content-types'

/** A category's events: written under it, deleted with it, cached apart (a new event leaves the category list). */
export const EVENTS_PART = {
  entity: 'categories/events',
  label: 'Event',
  table: 'events',
  ownerKey: 'category_id',
  media: [{ column: 'image_url' }],
  area: 'events',
} as const

/** A category's products, likewise. */
export const PRODUCTS_PART = {
  entity: 'categories/products',
  label: 'Product',
  table: 'products',
  ownerKey: 'category_id',
  media: [{ column: 'image_url' }],
  area: 'products',
} as const

/** Categories with their events and products (platform/content-types.ts). */
export const categoryContentType = defineContentType({
  name: 'categories',
  label: { one: 'Category', many: 'Categories' },
  table: 'categories',
  media: [{ column: 'image_url' }],
  parts: [EVENTS_PART, PRODUCTS_PART],
  pages: ['/', '/categories/:id'],
  // Events are also written on their own path (/api/events/:id).
  auditNames: { events: 'Event' },
})

/** A category is shown with its subcategories, events and products: a write to any of them changes it. */
export const CATEGORY_AREAS = areasOf(categoryContentType)
