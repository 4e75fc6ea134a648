import { defineFields } from '../../platform/content-fields'
import { areasOf, defineContentType } from '../../platform/content-types'

/** A category's fields, as the edit window shows them (docs/product.md#category-form); its image and settings beside. */
export const CATEGORY_FIELDS = defineFields([
  {
    name: 'title',
    label: 'Title',
    kind: 'text',
    max: 100,
    stopsAtMax: false,
    required: true,
    description: '3 to 100 characters, different from every other category.',
    placeholder: 'e.g. Switchgear',
  },
  { name: 'slug', label: 'Address', kind: 'address', title: 'title' },
  {
    name: 'shortDescription',
    label: 'Short description',
    kind: 'text',
    max: 200,
    lines: [2, 4],
    description: 'Shown on the category card.',
  },
  {
    name: 'description',
    label: 'Description',
    kind: 'text',
    max: 5000,
    lines: [3, 8],
    description: 'The opening paragraph of the category page’s About block.',
  },
  {
    name: 'longDescription',
    label: 'Long description',
    kind: 'richText',
    lines: [3, 10],
    description: 'Optional. Follows the description in the category page’s About block.',
  },
  {
    name: 'details',
    label: 'Details',
    kind: 'richText',
    lines: [3, 10],
    description: 'Optional. Shown after the long description, e.g. specifications or terms.',
  },
  {
    name: 'seo',
    label: 'SEO',
    kind: 'seo',
    folder: 'categories',
    upload: '/upload/categories',
    own: { title: 'title', description: ['shortDescription', 'description'], image: 'imageUrl' },
    untitled: 'Category title',
  },
  {
    name: 'imageUrl',
    label: 'Category image',
    kind: 'image',
    folder: 'categories',
    upload: '/upload/categories',
    preview: 140,
    description: 'Shown on the category card and page. Recommended 1200×800, up to 5 MB.',
  },
  {
    name: 'parentId',
    label: 'Parent category',
    kind: 'parent',
    side: true,
    description: 'Optional: show this category as a subcategory of another.',
    placeholder: 'None (top level)',
  },
  {
    name: 'displayOrder',
    label: 'Display order',
    kind: 'number',
    side: true,
    width: 180,
    description: '0 comes first. The arrows in the table change it too.',
  },
  {
    name: 'isActive',
    label: 'Active',
    kind: 'active',
    side: true,
    description: 'Active categories are shown on the website.',
  },
])

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
  fields: CATEGORY_FIELDS,
})

/** A category is shown with its subcategories, events and products: a write to any of them changes it. */
export const CATEGORY_AREAS = areasOf(categoryContentType)
