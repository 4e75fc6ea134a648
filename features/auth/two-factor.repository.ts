import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { adminUsers, recoveryCodes, securitySettings } from '../../platform/db/tables'
import { isUuid } from '../../platform/fields'
import type { AdminRow } from './admin.repository'

export async function findAdmin(db: Database, id: string): Promise<AdminRow | undefined> {
  if (!isUuid(id)) return undefined
  const rows = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1)
  return rows[0]
}

export async function setPendingSecret(db: Database, id: string, secret: string): Promise<void> {
  await db
    .update(adminUsers)
    .set({ totpPendingSecret: secret, updatedAt: sql`now()` })
    .where(eq(adminUsers.id, id))
}

/** Moves the pending secret in place, if it is still the one checked; answers whether it did. */
export async function activateSecret(db: Database, id: string, secret: string, step: number) {
  const rows = await db
    .update(adminUsers)
    .set({
      totpSecret: secret,
      totpPendingSecret: null,
      totpEnabledAt: sql`now()`,
      totpLastStep: step,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(adminUsers.id, id), eq(adminUsers.totpPendingSecret, secret), isNull(adminUsers.totpEnabledAt)),
    )
    .returning({ id: adminUsers.id })
  return rows.length > 0
}

export async function clearSecret(db: Database, id: string): Promise<void> {
  await db
    .update(adminUsers)
    .set({
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      updatedAt: sql`now()`,
    })
    .where(eq(adminUsers.id, id))
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, id))
}

/** Records `step` as the last accepted one, unless a step as late was accepted already (RFC 6238 §5.2). */
export async function acceptStep(db: Database, id: string, step: number): Promise<boolean> {
  const rows = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(and(eq(adminUsers.id, id), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))))
    .returning({ id: adminUsers.id })
  return rows.length > 0
}

export async function replaceRecoveryCodes(db: Database, userId: string, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })))
}

/** Marks an unused recovery code of the person used; answers whether there was one. */
export async function useRecoveryCode(db: Database, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id })
  return rows.length > 0
}

export async function countUnusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
  return row?.value ?? 0
}

/** The roles that must use two-factor sign-in (none until an owner says so). */
export async function findRequiredRoles(db: Database): Promise<string[]> {
  const rows = await db
    .select({ roles: securitySettings.twoFactorRequiredRoles })
    .from(securitySettings)
    .limit(1)
  return rows[0]?.roles ?? []
}

export async function saveRequiredRoles(db: Database, roles: string[]): Promise<void> {
  await db
    .insert(securitySettings)
    .values({ singleton: true, twoFactorRequiredRoles: roles })
    .onConflictDoUpdate({
      target: securitySettings.singleton,
      set: { twoFactorRequiredRoles: roles, updatedAt: sql`now()` },
    })
}
