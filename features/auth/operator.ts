import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { adminUsers } from '../../platform/db/tables'
import { insertAuditEntry } from '../../platform/audit-log'
import { findAdminByEmail, insertAdmin } from './admin.repository'
import { hashPassword } from './password'
import { announceAuthChange } from './auth-changes'
import { endSessionsOf } from './session.repository'

/** Who the audit log names for what the server's operator does from the command line. */
export const OPERATOR_NAME = 'Server operator (CLI)'

/** 24 characters from 144 random bits: strong, and safe to copy from a terminal. */
export function randomPassword(): string {
  return randomBytes(18).toString('base64url')
}

type AuditEntry = Parameters<typeof insertAuditEntry>[1]

/** The audit entry of what the operator did to the account `entityId` (labelled by its address). */
const auditByOperator = (
  db: Database,
  entry: Pick<AuditEntry, 'entityId' | 'action' | 'label' | 'changes'>,
) =>
  insertAuditEntry(db, {
    actorId: null,
    actorName: OPERATOR_NAME,
    actorEmail: '',
    ip: '',
    entity: 'staff',
    ...entry,
  })

/**
 * `npm run user -- reset-password EMAIL` (docs/product.md#locked-out): a new random password, every session of
 * the person ended; the account's role and status stay as they are. Undefined when nobody has this address.
 */
export async function resetPasswordByOperator(db: Database, email: string) {
  const row = await findAdminByEmail(db, email)
  if (!row) return undefined
  const password = randomPassword()
  const passwordHash = await hashPassword(password)
  const ended = await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(adminUsers.id, row.id))
    const count = await endSessionsOf(tx, row.id)
    // Servers running on the same PostgreSQL forget the person's sessions when this commits.
    await announceAuthChange(tx, { kind: 'person', id: row.id })
    await auditByOperator(tx, {
      entityId: row.id,
      action: 'password-reset-by-operator',
      label: row.email,
      // The password itself is never recorded: only that it changed, and what followed.
      changes: { password: {}, sessions: { from: count, to: 0 } },
    })
    return count
  })
  return { email: row.email, password, ended, status: row.status }
}

export type OwnerOutcome =
  | { kind: 'created'; email: string; password: string }
  | { kind: 'promoted'; email: string; changes: Record<string, { from: string; to: string }> }
  | { kind: 'unchanged'; email: string }

/**
 * `npm run user -- create-owner EMAIL`: a new owner with a random password, or an existing account made an
 * active owner (its password unchanged).
 */
export async function createOwnerByOperator(db: Database, email: string): Promise<OwnerOutcome> {
  const row = await findAdminByEmail(db, email)
  if (!row) {
    const password = randomPassword()
    const passwordHash = await hashPassword(password)
    const address = email.trim().toLowerCase()
    await db.transaction(async (tx) => {
      const created = await insertAdmin(tx, {
        name: address.split('@')[0] || address,
        email: address,
        passwordHash,
        role: 'owner',
      })
      await auditByOperator(tx, {
        entityId: created.id,
        action: 'owner-created-by-operator',
        label: address,
        changes: { email: { to: address }, role: { to: 'owner' }, status: { to: 'active' } },
      })
    })
    return { kind: 'created', email: address, password }
  }
  const changes: Record<string, { from: string; to: string }> = {}
  if (row.role !== 'owner') changes.role = { from: row.role, to: 'owner' }
  if (row.status !== 'active') changes.status = { from: row.status, to: 'active' }
  if (Object.keys(changes).length === 0) return { kind: 'unchanged', email: row.email }
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ role: 'owner', status: 'active', updatedAt: sql`now()` })
      .where(eq(adminUsers.id, row.id))
    await announceAuthChange(tx, { kind: 'person', id: row.id })
    await auditByOperator(tx, {
      entityId: row.id,
      action: 'owner-created-by-operator',
      label: row.email,
      changes,
    })
  })
  return { kind: 'promoted', email: row.email, changes }
}
