import { defineFields } from '../../platform/content-fields'
import { defineContentType } from '../../platform/content-types'

/** A service's fields, as the edit window shows them beside its images (docs/product.md#service-form). */
export const SERVICE_FIELDS = defineFields([
  {
    name: 'title',
    label: 'Title',
    kind: 'text',
    max: 150,
    required: true,
    placeholder: 'e.g. Power distribution',
  },
  { name: 'slug', label: 'Address', kind: 'address', title: 'title' },
  {
    name: 'shortDescription',
    label: 'Short description',
    kind: 'text',
    max: 500,
    required: true,
    lines: [2, 4],
    description: 'Shown on the service card and at the top of the service page.',
  },
  {
    name: 'fullDescription',
    label: 'Full description',
    kind: 'text',
    max: 20000,
    lines: [4, 10],
    description: 'Optional. Leave an empty line between paragraphs.',
  },
  {
    name: 'features',
    label: 'Features',
    kind: 'textList',
    itemLabel: 'Feature',
    max: 200,
    most: 30,
    counted: true,
    description: 'Listed under “What’s included” on the service page, in this order.',
    placeholder: 'e.g. Site survey and load study',
  },
  {
    name: 'details',
    label: 'Details',
    kind: 'richText',
    lines: [4, 12],
    description: 'Optional. Shown on the service page after the full description: headings, lists and links.',
  },
  {
    name: 'status',
    label: 'Status',
    kind: 'active',
    description: 'Active services are shown on the website.',
  },
  {
    name: 'seo',
    label: 'SEO',
    kind: 'seo',
    folder: 'services',
    upload: '/upload/services',
    own: { title: 'title', description: ['shortDescription'], image: 'mainImageUrl' },
    untitled: 'Service title',
  },
])

/** Services as the mechanisms that apply to all content see them (platform/content-types.ts). */
export const serviceContentType = defineContentType({
  name: 'services',
  label: { one: 'Service', many: 'Services' },
  table: 'services',
  media: [{ column: 'main_image_url' }, { column: 'seo', key: 'image' }],
  parts: [
    {
      entity: 'services/images',
      label: 'Service image',
      table: 'service_images',
      ownerKey: 'service_id',
      media: [{ column: 'url' }],
    },
  ],
  pages: ['/', '/service/:slug'],
  address: { column: 'slug', page: '/service/:slug', fallback: 'service' },
  titleColumn: 'title',
  active: { column: 'status', on: 'active', off: 'inactive' },
  auditNames: { 'services/main-image': 'Service main image' },
  fields: SERVICE_FIELDS,
})
