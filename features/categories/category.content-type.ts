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
    alt: 'imageAlt',
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

/**
 * An event's fields, as its window shows them (docs/product.md#event-form): the texts, and beside them when and
 * where it is, its registration page and its image (the window's own: chosen there, uploaded when it is saved).
 */
export const EVENT_FIELDS = defineFields([
  {
    name: 'title',
    label: 'Title',
    kind: 'text',
    max: 200,
    required: true,
    placeholder: 'e.g. Open day at the switchgear plant',
  },
  {
    name: 'description',
    label: 'Description',
    kind: 'text',
    max: 5000,
    lines: [3, 6],
    required: true,
    description: 'Shown in the event list and at the top of the event’s window.',
  },
  {
    name: 'details',
    label: 'Details',
    kind: 'richText',
    lines: [3, 8],
    description: 'Optional. Shown in the event’s window under the description.',
  },
  {
    name: 'date',
    label: 'Date and time (UTC)',
    kind: 'dateTime',
    side: true,
    description: 'Leave empty when not fixed yet: the website then says ‘Date not specified’.',
  },
  {
    name: 'location',
    label: 'Location',
    kind: 'text',
    max: 300,
    side: true,
    placeholder: 'e.g. Halden plant, hall B',
  },
  { name: 'organizer', label: 'Organizer', kind: 'text', max: 300, side: true },
  {
    name: 'registrationUrl',
    label: 'Registration URL',
    kind: 'text',
    max: 2048,
    input: 'url',
    side: true,
    description: 'With one, visitors see ‘Register for Event’.',
    placeholder: 'https://',
  },
  {
    name: 'imageUrl',
    label: 'Event image',
    kind: 'image',
    folder: 'events',
    alt: 'imageAlt',
    side: true,
    description: 'Uploaded when you save. Recommended 1600×900, up to 5 MB.',
  },
])

/** A product's fields, as its window shows them (docs/product.md#product-form); its image beside. */
export const PRODUCT_FIELDS = defineFields([
  {
    name: 'name',
    label: 'Name',
    kind: 'text',
    max: 200,
    required: true,
    placeholder: 'e.g. Modular switchboard MS-400',
  },
  { name: 'description', label: 'Description', kind: 'text', max: 5000, lines: [3, 8] },
  {
    name: 'price',
    label: 'Price (EUR)',
    kind: 'number',
    decimals: 2,
    width: 220,
    description: 'Leave empty to show ‘Contact us’ instead of a price.',
    placeholder: 'e.g. 1249.00',
  },
  { name: 'isNew', label: 'New', kind: 'check', row: 'badges', description: 'Shows a ‘New’ badge.' },
  {
    name: 'isEcoFriendly',
    label: 'Eco-friendly',
    kind: 'check',
    row: 'badges',
    description: 'Shows an ‘Eco-friendly’ badge.',
  },
  {
    name: 'imageUrl',
    label: 'Product image',
    kind: 'image',
    folder: 'categories',
    upload: '/upload/categories',
    alt: 'imageAlt',
    preview: 160,
    description: 'Recommended 800×800, up to 5 MB.',
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
export const EVENTS_PART = {
  ...categoryPart('events', 'Event'),
  path: '/events',
  fields: EVENT_FIELDS,
} as const

/** A category's products. */
export const PRODUCTS_PART = { ...categoryPart('products', 'Product'), fields: PRODUCT_FIELDS } as const

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
