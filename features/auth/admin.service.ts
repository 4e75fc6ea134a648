import type { Database } from '../../platform/db/database'
import { countAdmins, insertAdmin } from './admin.repository'
import { hashPassword } from './password'

/** Creates the first owner from configuration when the database has none. Returns whether it did. */
export async function ensureFirstAdmin(
  db: Database,
  admin: { email: string; password: string; name?: string },
): Promise<boolean> {
  if ((await countAdmins(db)) > 0) return false
  try {
    await insertAdmin(db, {
      name: admin.name ?? 'Administrator',
      email: admin.email.toLowerCase(),
      passwordHash: await hashPassword(admin.password),
      role: 'owner',
    })
    return true
  } catch (error) {
    // Another server starting at the same moment created it first.
    if (
      (error as { code?: string }).code === '23505' ||
      (error as { cause?: { code?: string } }).cause?.code === '23505'
    )
      return false
    throw error
  }
}
