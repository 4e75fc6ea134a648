import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { adminUsers } from '../../platform/db/schema'
import { AppError } from '../../platform/errors'
import { isUuid } from '../../platform/fields'
import { type AdminRow, countAdmins, findAdminByEmail, insertAdmin } from './admin.repository'
import type { Admin, Login, Register, Session, UpdateCredentials } from './auth.schema'
import { createLoginThrottle } from './login-throttle'
import { hashPassword, verifyPassword } from './password'
import type { TokenService } from './tokens'

export const INVALID_CREDENTIALS = 'Invalid email or password'

export function toAdmin(row: AdminRow): Admin {
  return { _id: row.id, name: row.name, email: row.email, role: row.role }
}

// A real hash to verify against when the e-mail is unknown, so both failures take the same time.
let decoyHash: Promise<string> | undefined
const decoy = () => (decoyHash ??= hashPassword('decoy password that matches nothing'))

async function findAdminById(db: Database, id: string): Promise<AdminRow | undefined> {
  if (!isUuid(id)) return undefined
  const rows = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1)
  return rows[0]
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code
  return code === '23505'
}

export function createAuthService(db: Database, tokens: TokenService) {
  const throttle = createLoginThrottle(db)

  async function session(row: AdminRow): Promise<Session> {
    return {
      token: await tokens.sign({ adminId: row.id, tokenVersion: row.tokenVersion }),
      admin: toAdmin(row),
    }
  }

  return {
    async login({ email, password }: Login, ip: string): Promise<Session> {
      const account = email.trim().toLowerCase()
      await throttle.assertAllowed(ip, account)
      const row = await findAdminByEmail(db, account)
      const matches = await verifyPassword(row?.passwordHash ?? (await decoy()), password)
      if (!row || !matches) {
        await throttle.recordFailure(ip, account)
        throw new AppError(401, INVALID_CREDENTIALS)
      }
      await throttle.clear(ip, account)
      return session(row)
    },

    /** The administrator a bearer token stands for, or undefined when it is invalid, expired or revoked. */
    async authenticate(token: string): Promise<Admin | undefined> {
      const claims = await tokens.verify(token)
      if (!claims) return undefined
      const row = await findAdminById(db, claims.adminId)
      if (!row || row.tokenVersion !== claims.tokenVersion) return undefined
      return toAdmin(row)
    },

    /** Creates an administrator: anyone while none exists (first-run setup), afterwards only an administrator. */
    async register(input: Register, caller: Admin | null): Promise<Session> {
      if (!caller && (await countAdmins(db)) > 0) {
        throw AppError.unauthorized('Only a signed-in administrator can register another administrator.')
      }
      try {
        const row = await insertAdmin(db, {
          name: input.name,
          email: input.email,
          passwordHash: await hashPassword(input.password),
        })
        return await session(row)
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw AppError.conflict('An administrator with this email already exists.', {
            email: 'An administrator with this email already exists.',
          })
        }
        throw error
      }
    },

    async updateCredentials(adminId: string, input: UpdateCredentials): Promise<Session> {
      const row = await findAdminById(db, adminId)
      if (!row) throw AppError.unauthorized()
      const changes: Partial<typeof adminUsers.$inferInsert> = {}
      if (input.name !== undefined && input.name !== row.name) changes.name = input.name
      if (input.email !== undefined && input.email !== row.email) changes.email = input.email
      if (input.newPassword) {
        if (!(await verifyPassword(row.passwordHash, input.currentPassword ?? ''))) {
          throw AppError.badRequest('Current password is incorrect', {
            currentPassword: 'Current password is incorrect',
          })
        }
        changes.passwordHash = await hashPassword(input.newPassword)
        // Every token issued before the change stops working.
        changes.tokenVersion = row.tokenVersion + 1
      }
      if (Object.keys(changes).length === 0) throw AppError.badRequest('No changes were made to update')
      try {
        const [updated] = await db
          .update(adminUsers)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(adminUsers.id, row.id))
          .returning()
        return await session(updated!)
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw AppError.conflict('This email is already used by another administrator.', {
            email: 'This email is already used by another administrator.',
          })
        }
        throw error
      }
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
