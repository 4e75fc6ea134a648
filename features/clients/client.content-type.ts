import { defineFields } from '../../platform/content-fields'
import { defineContentType } from '../../platform/content-types'

/** A client's fields, as the edit window shows them (docs/product.md#client-form; the spec's words). */
export const CLIENT_FIELDS = defineFields([
  { name: 'name', label: 'Client Name', kind: 'text', max: 150, required: true },
  { name: 'email', label: 'Client Email', kind: 'text', max: 254, required: true, input: 'email' },
  { name: 'description', label: 'Testimonial', kind: 'text', max: 5000, required: true, lines: [4, 10] },
  {
    name: 'imageUrl',
    label: 'Client Image',
    kind: 'image',
    folder: 'clients',
    alt: 'imageAlt',
    required: true,
    description: 'JPEG, PNG, GIF or WEBP, up to 5 MB. Uploaded when the client is saved.',
  },
  { name: 'isActive', label: 'Active (visible on website)', kind: 'active', checkbox: true },
])

/** Clients and their testimonials (platform/content-types.ts). */
export const clientContentType = defineContentType({
  name: 'clients',
  label: { one: 'Client', many: 'Clients' },
  table: 'clients',
  media: [{ column: 'image_url' }],
  pages: ['/'],
  titleColumn: 'name',
  active: { column: 'is_active', on: true, off: false },
  fields: CLIENT_FIELDS,
})
