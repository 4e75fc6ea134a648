import { defineContentType } from '../../platform/content-types'

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
})
