import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { adminUsers } from '../../platform/db/tables'
import { insertAuditEntry } from '../../platform/audit-log'
import { AppError } from '../../platform/errors'
import { isUuid } from '../../platform/fields'
import { type AdminRow, countAdmins, findAdminByEmail, insertAdmin } from './admin.repository'
import type { Admin, Login, Register, Session, UpdateCredentials } from './auth.schema'
import { hashPassword, verifyPassword } from './password'
import { adminOf, type ClientInfo, type Sessions } from './sessions'
import { securityEvents } from './security-events'
import type { SignInClient, SignInGuard } from './sign-in-guard'
import type { SignInAnswer } from './two-factor.schema'
import type { TwoFactorService } from './two-factor.service'

export const INVALID_CREDENTIALS = 'Invalid email or password'

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

export function createAuthService(
  db: Database,
  sessions: Sessions,
  twoFactor: TwoFactorService,
  guard: SignInGuard,
) {
  return {
    /**
     * The password step: a session, or for a person with two-factor sign-in on the challenge of the code step.
     * A browser with a valid device cookie for the account is judged by its own failures (sign-in-guard.ts).
     */
    async login({ email, password }: Login, client: SignInClient): Promise<SignInAnswer> {
      const account = email.trim().toLowerCase()
      const attempt = await guard.admit(guard.attemptOf(client, account))
      const row = await findAdminByEmail(db, account)
      const matches = await verifyPassword(row?.passwordHash ?? (await decoy()), password)
      // A deactivated account fails like a wrong password: the answer tells nothing about the account.
      if (!row || !matches || row.status !== 'active') {
        const locked = await db.transaction(async (tx) => {
          await insertAuditEntry(tx, securityEvents.signInFailed(account, row, client, 'password'))
          return guard.recordFailure(tx, attempt)
        })
        guard.warnLater(locked)
        throw new AppError(401, INVALID_CREDENTIALS)
      }
      // The failures are cleared only once the code step passes too: a known password buys no more guesses.
      if (row.totpEnabledAt) return twoFactor.challengeFor(row)
      return db.transaction(async (tx) => {
        await guard.clear(tx, attempt)
        const opened = await sessions.open(row, client, tx)
        await insertAuditEntry(tx, securityEvents.signedIn(row, client, opened.sessionId, 'password'))
        return opened.session
      })
    },

    /** Two-factor sign-in: enrolment, the code step and the roles that must use it. */
    twoFactor,

    /** After a sign-in that answered a session: the browser's device cookie (features/auth/device-cookies.ts). */
    rememberDevice: guard.rememberDevice,

    /** The person and session a bearer token stands for, or undefined when it is invalid, expired or ended. */
    authenticate: (token: string) => sessions.authenticate(token),

    /** Ends the caller's session, or with `everywhere` every session of theirs. */
    async logout(caller: { adminId: string; sessionId: string }, everywhere = false): Promise<number> {
      if (everywhere) return sessions.endAll(caller.adminId)
      return (await sessions.end(caller.adminId, caller.sessionId)) ? 1 : 0
    },

    /** Creates an administrator: anyone while none exists (first-run setup), afterwards only an administrator. */
    async register(input: Register, caller: Admin | null, client: ClientInfo): Promise<Session> {
      if (!caller && (await countAdmins(db)) > 0) {
        throw AppError.unauthorized('Only a signed-in administrator can register another administrator.')
      }
      if (caller && caller.role !== 'owner') {
        throw AppError.forbidden('Only an owner can add staff. Invite them from the Staff screen.')
      }
      try {
        const row = await insertAdmin(db, {
          name: input.name,
          email: input.email,
          passwordHash: await hashPassword(input.password),
          // The first account of a site is its owner; owners invite the others with their role.
          role: caller ? 'editor' : 'owner',
        })
        return await sessions.start(row, client)
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw AppError.conflict('An administrator with this email already exists.', {
            email: 'An administrator with this email already exists.',
          })
        }
        throw error
      }
    },

    /** Name, e-mail or password of the caller; `token` is the one the request carried. */
    async updateCredentials(
      caller: { adminId: string; token: string },
      input: UpdateCredentials,
      client: ClientInfo,
    ): Promise<Session> {
      const row = await findAdminById(db, caller.adminId)
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
      }
      if (Object.keys(changes).length === 0) throw AppError.badRequest('No changes were made to update')
      try {
        return await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(adminUsers)
            .set({ ...changes, updatedAt: sql`now()` })
            .where(eq(adminUsers.id, row.id))
            .returning()
          if (!changes.passwordHash) {
            await sessions.personChanged(row.id, tx)
            return { token: caller.token, admin: await adminOf(tx, updated!) }
          }
          // A new password ends every session, this one too: the answer is a new one for this device.
          await sessions.endAll(row.id, undefined, tx)
          return await sessions.start(updated!, client, tx)
        })
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
