import { defineContentType } from '../../platform/content-types'

/** Partners (platform/content-types.ts). */
export const partnerContentType = defineContentType({
  name: 'partners',
  label: { one: 'Partner', many: 'Partners' },
  table: 'partners',
  media: [{ column: 'logo' }],
  pages: ['/'],
  titleColumn: 'name',
})
