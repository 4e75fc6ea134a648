import { defineContentType } from '../../platform/content-types'

/** The company's settings: one record, shown on every public page (platform/content-types.ts). */
export const companyContentType = defineContentType({
  name: 'company',
  label: { one: 'Company settings', many: 'Company settings' },
  single: true,
  apiPath: '/company/info',
  table: 'company_info',
  media: [
    { column: 'logo', key: 'imageUrl' },
    { column: 'hero_images', key: 'imageUrl', list: true },
    { column: 'seo', key: 'image' },
  ],
  pages: ['/', '/service/:id', '/categories/:id', '/contact'],
  titleColumn: 'name',
  access: 'settings',
  auditNames: {
    'company/info': 'Company information',
    'company/content': 'Website content',
    'company/hero-images': 'Hero images',
  },
})
