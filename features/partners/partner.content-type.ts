import { defineFields } from '../../platform/content-fields'
import { defineContentType } from '../../platform/content-types'

/** A partner's fields, as the edit window shows them (docs/product.md#partner-form). */
export const PARTNER_FIELDS = defineFields([
  {
    name: 'name',
    label: 'Name',
    kind: 'text',
    max: 150,
    required: true,
    placeholder: 'e.g. Voltara Switchgear',
  },
  {
    name: 'website',
    label: 'Website',
    kind: 'text',
    max: 2048,
    input: 'url',
    description: 'Optional. Opens in a new tab from the website’s partner card.',
    placeholder: 'https://www.example.com',
  },
  { name: 'description', label: 'Description', kind: 'text', max: 5000, required: true, lines: [4, 10] },
  {
    name: 'logo',
    label: 'Logo',
    kind: 'image',
    folder: 'partners',
    alt: 'logoAlt',
    description: 'Optional. PNG or WEBP with a transparent background looks best.',
  },
])

/** Partners (platform/content-types.ts). */
export const partnerContentType = defineContentType({
  name: 'partners',
  label: { one: 'Partner', many: 'Partners' },
  table: 'partners',
  media: [{ column: 'logo' }],
  pages: ['/'],
  titleColumn: 'name',
  fields: PARTNER_FIELDS,
})
