import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../platform/db/database'
import { firstRow } from '../../platform/db/table'
import { adminUsers, staffInvitations } from '../../platform/db/tables'
import type { AdminRow } from '../auth/admin.repository'

export type InvitationRow = typeof staffInvitations.$inferSelect

export async function listStaffRows(db: Database): Promise<AdminRow[]> {
  return db
    .select()
    .from(adminUsers)
    .orderBy(asc(sql`lower(${adminUsers.name})`), asc(adminUsers.createdAt))
}

export async function findStaffRow(db: Database, id: string): Promise<AdminRow | undefined> {
  const rows = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1)
  return rows[0]
}

/**
 * The ids of the active owners, their rows locked (always in the same order) until the transaction ends: two
 * owners demoting each other at once wait for one another instead of both succeeding (or deadlocking).
 */
export async function lockActiveOwners(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'owner'), eq(adminUsers.status, 'active')))
    .orderBy(asc(adminUsers.id))
    .for('update')
  return rows.map((row) => row.id)
}

/** Locks one person's row for the rest of the transaction and answers it. */
export async function lockStaffRow(db: Database, id: string): Promise<AdminRow | undefined> {
  const rows = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update')
  return rows[0]
}

export async function updateStaffRow(
  db: Database,
  id: string,
  changes: Partial<Pick<AdminRow, 'role' | 'status'>>,
): Promise<AdminRow | undefined> {
  const [row] = await db
    .update(adminUsers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(adminUsers.id, id))
    .returning()
  return row
}

export async function deleteStaffRow(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(adminUsers).where(eq(adminUsers.id, id)).returning({ id: adminUsers.id })
  return rows.length > 0
}

/** Two invitations to one address at once: the second waits for the first's transaction (then sees it). */
export async function lockAddress(db: Database, email: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-invitation:${email.toLowerCase()}`}))`)
}

const pending = and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.cancelledAt))

export async function findPendingInvitationByEmail(
  db: Database,
  email: string,
): Promise<InvitationRow | undefined> {
  return firstRow(db, staffInvitations, and(pending, sql`lower(${staffInvitations.email}) = lower(${email})`))
}

const inviter = alias(adminUsers, 'inviter')

/** Pending invitations (expired ones included; or the one of `id`), newest first, with who sent each. */
export async function listPendingInvitations(db: Database, id?: string) {
  return db
    .select({ invitation: staffInvitations, invitedByName: inviter.name })
    .from(staffInvitations)
    .leftJoin(inviter, eq(inviter.id, staffInvitations.invitedBy))
    .where(and(pending, id ? eq(staffInvitations.id, id) : undefined))
    .orderBy(desc(staffInvitations.createdAt))
}

export async function findInvitationByHash(
  db: Database,
  tokenHash: string,
): Promise<InvitationRow | undefined> {
  return firstRow(db, staffInvitations, eq(staffInvitations.tokenHash, tokenHash))
}

export async function insertInvitation(
  db: Database,
  values: { email: string; role: AdminRow['role']; tokenHash: string; invitedBy: string; expiresAt: Date },
): Promise<InvitationRow> {
  const [row] = await db.insert(staffInvitations).values(values).returning()
  if (!row) throw new Error('insert into staff_invitations returned no row')
  return row
}

/** A new token and expiry for a pending invitation: the old link stops working. */
export async function renewInvitation(
  db: Database,
  id: string,
  values: { tokenHash: string; expiresAt: Date },
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(staffInvitations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(staffInvitations.id, id), pending))
    .returning()
  return row
}

export async function cancelInvitation(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(staffInvitations)
    .set({ cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(staffInvitations.id, id), pending))
    .returning({ id: staffInvitations.id })
  return rows.length > 0
}

/** Uses the invitation: true when it was still pending and unexpired at `at` (of two racing, one wins). */
export async function consumeInvitation(db: Database, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(staffInvitations)
    .set({ acceptedAt: at, updatedAt: sql`now()` })
    .where(and(eq(staffInvitations.id, id), pending, gt(staffInvitations.expiresAt, at)))
    .returning({ id: staffInvitations.id })
  return rows.length === 1
}
