import { areasOf } from '../../platform/content-types'
import { teamContentType } from './team.content-type'
import { ACCESS } from '../../platform/auth/access'
import { apiRoutes } from '../../platform/http/route-kit'
import {
  TeamListQuerySchema,
  TeamMemberInputSchema,
  TeamMemberSchema,
  TeamMemberUpdateSchema,
} from './team.schema'
import type { TeamService } from './team.service'

export const teamRoutes = apiRoutes<{ team: TeamService }>(['Team'], ACCESS.content, (api, { team }) => {
  api.resource('/team', team, TeamMemberSchema, {
    cache: areasOf(teamContentType),
    list: {
      summary:
        'List team members in the team’s order, then by name and surname (visitors see active members; ' +
        'administrators see all, optionally filtered by isActive)',
      querystring: TeamListQuerySchema,
      handler: (request) => (request.admin ? team.list(request.query) : team.listActive()),
    },
    get: {
      summary: 'One team member (an inactive one only for administrators)',
      handler: (request) => team.get(request.params.id, { includeInactive: request.admin !== null }),
    },
    create: { summary: 'Add a team member', body: TeamMemberInputSchema },
    update: {
      summary: 'Update a team member (only the fields sent change; also the isActive toggle)',
      body: TeamMemberUpdateSchema,
    },
    remove: { summary: 'Remove a team member (and the photo, if nothing else uses it)' },
  })
  api.order('/team', { noun: { one: 'team member', many: 'team members' }, rows: team.order })
})
