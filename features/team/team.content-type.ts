import { defineFields } from '../../platform/content-fields'
import { defineContentType } from '../../platform/content-types'

/** A team member's fields, as the edit window shows them (docs/product.md#team-member-form). */
export const TEAM_FIELDS = defineFields([
  { name: 'name', label: 'Name', kind: 'text', max: 100, required: true, row: 'name' },
  { name: 'surname', label: 'Surname', kind: 'text', max: 100, row: 'name' },
  {
    name: 'position',
    label: 'Position',
    kind: 'text',
    max: 150,
    required: true,
    placeholder: 'e.g. Engineering',
    row: 'role',
  },
  {
    name: 'jobTitle',
    label: 'Job title',
    kind: 'text',
    max: 150,
    required: true,
    placeholder: 'e.g. Lead electrical engineer',
    row: 'role',
  },
  { name: 'email', label: 'Email', kind: 'text', max: 254, required: true, input: 'email' },
  {
    name: 'description',
    label: 'Description',
    kind: 'text',
    max: 5000,
    required: true,
    lines: [4, 10],
    description: 'Shown when a visitor opens the member’s card on the website.',
  },
  {
    name: 'imageUrl',
    label: 'Photo',
    kind: 'image',
    folder: 'team',
    alt: 'imageAlt',
    description: 'Optional. A square portrait of at least 600 × 600 px looks best.',
    preview: 160,
  },
  {
    name: 'isActive',
    label: 'Active',
    kind: 'active',
    description: 'Active members are shown on the website.',
  },
])

/** The team's members (platform/content-types.ts). */
export const teamContentType = defineContentType({
  name: 'team',
  label: { one: 'Team member', many: 'Team' },
  table: 'team_members',
  media: [{ column: 'image_url' }],
  pages: ['/'],
  titleColumn: 'name',
  active: { column: 'is_active', on: true, off: false },
  fields: TEAM_FIELDS,
})
