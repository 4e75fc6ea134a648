import { defineContentModule, listEditing, oneService } from '../../platform/content-modules'
import { TeamMemberUpdateSchema, TeamMemberInputSchema } from './team.schema'
import { teamContentType } from './team.content-type'
import { teamRoutes } from './team.routes'
import { createTeamService } from './team.service'

/** The team's members on the server (platform/content-modules.ts). */
export const teamModule = defineContentModule({
  type: teamContentType,
  ...oneService('team', createTeamService, teamRoutes),
  editing: listEditing('team', TeamMemberUpdateSchema, TeamMemberInputSchema),
})
