import { asc, desc, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { equalsIfGiven, tableRows } from '../../platform/db/table'
import { teamMembers } from '../../platform/db/tables'

export type TeamMemberRow = typeof teamMembers.$inferSelect

/** Active members first, then by name and surname (case-insensitive, so both databases agree). */
export const teamMemberRows = tableRows(teamMembers, [
  desc(teamMembers.isActive),
  asc(sql`lower(${teamMembers.name})`),
  asc(sql`lower(${teamMembers.surname})`),
  asc(teamMembers.createdAt),
])

export async function listTeamMemberRows(db: Database, filter: { isActive?: boolean } = {}) {
  return teamMemberRows.list(db, equalsIfGiven(teamMembers.isActive, filter.isActive))
}
