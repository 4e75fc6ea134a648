import { defineContentType } from '../../platform/content-types'

/** The team's members (platform/content-types.ts). */
export const teamContentType = defineContentType({
  name: 'team',
  label: { one: 'Team member', many: 'Team' },
  table: 'team_members',
  media: [{ column: 'image_url' }],
  pages: ['/'],
  titleColumn: 'name',
  active: { column: 'is_active', on: true, off: false },
})
