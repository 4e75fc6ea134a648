import { asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { teamMembers } from '../../platform/db/schema'

export type TeamMemberRow = typeof teamMembers.$inferSelect
export type NewTeamMemberRow = typeof teamMembers.$inferInsert

const columns = {
  id: teamMembers.id,
  name: teamMembers.name,
  surname: teamMembers.surname,
  jobTitle: teamMembers.jobTitle,
  position: teamMembers.position,
  description: teamMembers.description,
  email: teamMembers.email,
  imageUrl: teamMembers.imageUrl,
  isActive: teamMembers.isActive,
  createdAt: teamMembers.createdAt,
  updatedAt: teamMembers.updatedAt,
}

/** Active members first, then by name and surname (case-insensitive, so both databases agree). */
export async function listTeamMemberRows(db: Database, filter: { isActive?: boolean } = {}) {
  const where: SQL | undefined =
    filter.isActive === undefined ? undefined : eq(teamMembers.isActive, filter.isActive)
  return db
    .select(columns)
    .from(teamMembers)
    .where(where)
    .orderBy(
      desc(teamMembers.isActive),
      asc(sql`lower(${teamMembers.name})`),
      asc(sql`lower(${teamMembers.surname})`),
      asc(teamMembers.createdAt),
    )
}

export async function findTeamMemberRow(db: Database, id: string) {
  const rows = await db.select(columns).from(teamMembers).where(eq(teamMembers.id, id)).limit(1)
  return rows[0]
}

export async function insertTeamMemberRow(db: Database, values: NewTeamMemberRow) {
  const [row] = await db.insert(teamMembers).values(values).returning(columns)
  return row!
}

export async function updateTeamMemberRow(db: Database, id: string, values: Partial<NewTeamMemberRow>) {
  const [row] = await db
    .update(teamMembers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(teamMembers.id, id))
    .returning(columns)
  return row
}

export async function deleteTeamMemberRow(db: Database, id: string) {
  const [row] = await db.delete(teamMembers).where(eq(teamMembers.id, id)).returning(columns)
  return row
}
