import { sql } from 'drizzle-orm'
import { teamContentType } from './team.content-type'
import { activeRecordReads, type RecordDeps, recordWrites, toRecord } from '../../platform/records'
import { orderedRows } from '../../platform/ordering'
import { teamMembers } from '../../platform/db/tables'
import { listTeamMemberRows, TEAM_ORDER, teamMemberRows, type TeamMemberRow } from './team.repository'
import type { TeamMember, TeamMemberInput, TeamMemberUpdate } from './team.schema'

export const TEAM_MEMBER_NOT_FOUND = 'Team member not found'

export function toTeamMember(row: TeamMemberRow): TeamMember {
  const { sortOrder, ...columns } = row
  return toRecord(columns, { order: sortOrder })
}

export function createTeamService(deps: RecordDeps) {
  const records = recordWrites(deps, teamMemberRows, {
    content: teamContentType,
    notFound: TEAM_MEMBER_NOT_FOUND,
  })

  return {
    // Visitors see the active members, in the site's order (listTeamMemberRows' order).
    ...activeRecordReads(deps.db, records.load, listTeamMemberRows, toTeamMember),

    /** The form's fields are the table's columns; no surname is an empty one, no photo none. A new member goes last. */
    async create(input: TeamMemberInput): Promise<TeamMember> {
      const row = await records.create({
        ...input,
        surname: input.surname ?? '',
        imageUrl: input.imageUrl ?? null,
        sortOrder: await teamMemberRows.count(deps.db),
      })
      return toTeamMember(row)
    },

    async update(id: string, input: TeamMemberUpdate): Promise<TeamMember> {
      return toTeamMember(await records.update(await records.load(id), input))
    },

    remove: records.remove,

    /** The team's order (PUT /team/order), inactive members included. */
    order: orderedRows(deps, {
      table: teamMembers,
      id: teamMembers.id,
      order: teamMembers.sortOrder,
      name: sql`trim(${teamMembers.name} || ' ' || ${teamMembers.surname})`,
      ordering: TEAM_ORDER,
      area: teamContentType.name,
    }),
  }
}

export type TeamService = ReturnType<typeof createTeamService>
