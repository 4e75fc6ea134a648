import { asc, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { equalsIfGiven, tableRows } from '../../platform/db/table'
import { teamMembers } from '../../platform/db/tables'

export type TeamMemberRow = typeof teamMembers.$inferSelect

/** In the team's order (docs/product.md#team-table), then by name and surname (case-insensitive). */
export const TEAM_ORDER = [
  asc(teamMembers.sortOrder),
  asc(sql`lower(${teamMembers.name})`),
  asc(sql`lower(${teamMembers.surname})`),
  asc(teamMembers.createdAt),
]
export const teamMemberRows = tableRows(teamMembers, TEAM_ORDER)

export async function listTeamMemberRows(db: Database, filter: { isActive?: boolean } = {}) {
  return teamMemberRows.list(db, equalsIfGiven(teamMembers.isActive, filter.isActive))
}
