import { defineContentType } from '../../platform/content-types'

/** Clients and their testimonials (platform/content-types.ts). */
export const clientContentType = defineContentType({
  name: 'clients',
  label: { one: 'Client', many: 'Clients' },
  table: 'clients',
  media: [{ column: 'image_url' }],
  pages: ['/'],
  titleColumn: 'name',
  active: { column: 'is_active', on: true, off: false },
})
