import { defineContentModule } from '../../platform/content-modules'
import {
  TeamMemberUpdateSchema,
  type TeamMemberUpdate,
  TeamMemberInputSchema,
  type TeamMemberInput,
} from './team.schema'
import { teamContentType } from './team.content-type'
import { teamRoutes } from './team.routes'
import { createTeamService } from './team.service'

/** The team's members on the server (platform/content-modules.ts). */
export const teamModule = defineContentModule({
  type: teamContentType,
  services: (deps) => ({ team: createTeamService(deps) }),
  routes: async (api, { team }) => {
    await api.register(teamRoutes, { team })
  },
  editing: {
    fields: TeamMemberUpdateSchema,
    save: ({ team }, itemId, fields) => team.update(itemId, fields as TeamMemberUpdate),
    create: {
      fields: TeamMemberInputSchema,
      save: ({ team }, input) => team.create(input as TeamMemberInput),
    },
  },
})
