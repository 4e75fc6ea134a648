import { areasOf, defineContentType } from '../../platform/content-types'

/** A part of a category in a table of its own: written under it, deleted with it, cached apart. */
const categoryPart = <const Name extends string>(name: Name, label: string) =>
  ({
    entity: `categories/${name}`,
    label,
    table: name,
    ownerKey: 'category_id',
    media: [{ column: 'image_url' }],
    area: name,
  }) as const

/** A category's events (a new event leaves the cached list of categories alone). */
export const EVENTS_PART = { ...categoryPart('events', 'Event'), path: '/events' } as const

/** A category's products. */
export const PRODUCTS_PART = categoryPart('products', 'Product')

/** Categories with their events and products (platform/content-types.ts). */
export const categoryContentType = defineContentType({
  name: 'categories',
  label: { one: 'Category', many: 'Categories' },
  table: 'categories',
  media: [{ column: 'image_url' }, { column: 'seo', key: 'image' }],
  parts: [EVENTS_PART, PRODUCTS_PART],
  pages: ['/', '/categories/:slug'],
  address: { column: 'slug', page: '/categories/:slug', aliases: ['/category/:slug'], fallback: 'category' },
  titleColumn: 'title',
  uniqueTitle: true,
  active: { column: 'is_active', on: true, off: false },
  parentKey: 'parent_id',
  // Events are also written on their own path (/api/events/:id).
  auditNames: { events: 'Event' },
})

/** A category is shown with its subcategories, events and products: a write to any of them changes it. */
export const CATEGORY_AREAS = areasOf(categoryContentType)
