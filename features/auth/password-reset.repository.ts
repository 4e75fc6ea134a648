import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { firstRow } from '../../platform/db/table'
import { adminUsers, passwordResetTokens } from '../../platform/db/tables'
import type { AdminRow } from './admin.repository'

export type ResetTokenRow = typeof passwordResetTokens.$inferSelect

export async function insertResetToken(
  db: Database,
  values: { adminId: string; tokenHash: string; expiresAt: Date },
): Promise<ResetTokenRow> {
  const [row] = await db.insert(passwordResetTokens).values(values).returning()
  if (!row) throw new Error('insert into password_reset_tokens returned no row')
  return row
}

export async function findResetToken(db: Database, tokenHash: string): Promise<ResetTokenRow | undefined> {
  return firstRow(db, passwordResetTokens, eq(passwordResetTokens.tokenHash, tokenHash))
}

/**
 * Uses the token: true when it was still unused and unexpired at `at`, so that of two requests racing with the
 * same link exactly one wins.
 */
export async function consumeResetToken(db: Database, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(passwordResetTokens.id, id),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, at),
      ),
    )
    .returning({ id: passwordResetTokens.id })
  return rows.length === 1
}

/** Every link of the administrator that still works stops working. */
export async function revokeResetTokens(db: Database, adminId: string, at: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordResetTokens.adminId, adminId), isNull(passwordResetTokens.usedAt)))
}

/** Links that can never work again: expired, or used, before `before`. */
export async function deleteStaleResetTokens(db: Database, before: Date): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, before), lt(passwordResetTokens.usedAt, before)))
}

/**
 * The new password hash; the caller ends every session of the person in the same unit of work
 * (password-reset.service.ts).
 */
export async function setAdminPassword(
  db: Database,
  adminId: string,
  passwordHash: string,
): Promise<AdminRow | undefined> {
  const [row] = await db
    .update(adminUsers)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(adminUsers.id, adminId))
    .returning()
  return row
}
