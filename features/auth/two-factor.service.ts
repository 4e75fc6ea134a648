import { ROLES } from '../../platform/auth/access'
import type { Database } from '../../platform/db/database'
import { inTransaction } from '../../platform/db/unit-of-work'
import { AppError } from '../../platform/errors'
import { insertAuditEntry } from '../../platform/audit-log'
import type { AdminRow } from './admin.repository'
import type { Session } from './auth.schema'
import type { SignInAttempt } from './login-throttle'
import { verifyPassword } from './password'
import { securityEvents } from './security-events'
import type { ClientInfo, Sessions } from './sessions'
import type { SignInClient, SignInGuard } from './sign-in-guard'
import {
  asAppCode,
  type Challenges,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpStep,
} from './two-factor.codes'
import {
  acceptStep,
  activateSecret,
  clearSecret,
  countUnusedRecoveryCodes,
  findAdmin,
  findRequiredRoles,
  replaceRecoveryCodes,
  saveRequiredRoles,
  setPendingSecret,
  useRecoveryCode,
} from './two-factor.repository'
import {
  ALREADY_ENABLED,
  type ConfirmIdentity,
  INVALID_TWO_FACTOR_CODE,
  type LoginCode,
  NO_PENDING_SETUP,
  NOT_ENABLED,
  type SecuritySettings,
  type TwoFactorChallenge,
  type TwoFactorSetup,
  type TwoFactorStatus,
  WRONG_CONFIRMATION,
  WRONG_ENROLMENT_CODE,
} from './two-factor.schema'

type Deps = {
  db: Database
  sessions: Sessions
  challenges: Challenges
  /** The throttle of wrong codes and passwords, shared with the password step. */
  guard: SignInGuard
  now?: () => Date
}

/** docs/product.md#two-factor-sign-in: TOTP (RFC 6238) with ten single-use recovery codes. */
export function createTwoFactorService({ db, sessions, challenges, guard, now = () => new Date() }: Deps) {
  async function signedInRow(adminId: string): Promise<AdminRow> {
    const row = await findAdmin(db, adminId)
    if (!row) throw AppError.unauthorized()
    return row
  }

  /**
   * Uses a code of the person's (in `tx`): a 6-digit code of a step later than the last accepted, or an unused
   * recovery code. Answers what it used, or undefined.
   */
  async function useCode(tx: Database, row: AdminRow, code: string) {
    if (!row.totpSecret) return undefined
    const appCode = asAppCode(code)
    if (appCode) {
      const step = totpStep(row.totpSecret, appCode, now().getTime())
      return step !== undefined && (await acceptStep(tx, row.id, step)) ? ('app' as const) : undefined
    }
    return (await useRecoveryCode(tx, row.id, hashRecoveryCode(code))) ? ('recovery' as const) : undefined
  }

  /** Ten new recovery codes in place of the old ones; answers them (the only time they are seen). */
  async function issueRecoveryCodes(tx: Database, userId: string): Promise<string[]> {
    const codes = newRecoveryCodes()
    await replaceRecoveryCodes(tx, userId, codes.map(hashRecoveryCode))
    return codes
  }

  /**
   * For turning off and new recovery codes: a current code, an unused recovery code or the password; then
   * `change` in the same transaction. Wrong answers count as failed sign-ins (they would otherwise be a way to
   * guess codes without limit).
   */
  async function withConfirmation<T>(
    row: AdminRow,
    { code, password }: ConfirmIdentity,
    client: SignInClient,
    change: (tx: Database) => Promise<T>,
  ): Promise<T> {
    const attempt = await guard.admit(guard.attemptOf(client, row.email))
    // A unit of work of its own (not of the route's: a wrong answer stays counted), so that what waits for the
    // commit (every server forgetting the person's kept sessions, features/auth/sessions.ts) waits for it.
    const result = await inTransaction(db, async (tx) => {
      const used = code ? await useCode(tx, row, code) : undefined
      const confirmed = used ?? (password ? await verifyPassword(row.passwordHash, password) : false)
      if (!confirmed) throw new AppError(400, WRONG_CONFIRMATION)
      if (used === 'recovery')
        await insertAuditEntry(tx, securityEvents.twoFactor(row, client, 'recovery-code-used'))
      return { value: await change(tx) }
    }).catch(async (error: unknown) => {
      if (!(error instanceof AppError) || error.message !== WRONG_CONFIRMATION) throw error
      guard.warnLater(await db.transaction((tx) => guard.recordFailure(tx, attempt)))
      return undefined
    })
    if (!result) {
      throw AppError.badRequest(WRONG_CONFIRMATION, { [code ? 'code' : 'password']: WRONG_CONFIRMATION })
    }
    return result.value
  }

  /** A failure of the code step: counted and recorded together, then the one answer for all of them. */
  async function refuse(
    row: AdminRow | undefined,
    client: ClientInfo,
    attempt: SignInAttempt,
  ): Promise<never> {
    // A challenge of the person's from before a password change still counts against their account.
    const counted =
      row && attempt.account === null ? { ...attempt, account: row.email.toLowerCase() } : attempt
    const locked = await db.transaction(async (tx) => {
      await insertAuditEntry(tx, securityEvents.signInFailed(row?.email ?? '', row, client, 'code'))
      return guard.recordFailure(tx, counted)
    })
    guard.warnLater(locked)
    throw AppError.unauthorized(INVALID_TWO_FACTOR_CODE)
  }

  return {
    /** What the password step answers for a person with two-factor sign-in on. */
    async challengeFor(row: AdminRow): Promise<TwoFactorChallenge> {
      return { twoFactorRequired: true, challenge: await challenges.sign(row.id, row.passwordHash) }
    },

    /** The code step of sign-in: the challenge of the password step and a code → a session. */
    async completeSignIn({ challenge, code }: LoginCode, client: SignInClient): Promise<Session> {
      const claims = await challenges.verify(challenge)
      const found = claims ? await findAdmin(db, claims.userId) : undefined
      const row = found && claims!.matches(found.passwordHash) ? found : undefined
      const attempt = await guard.admit(guard.attemptOf(client, row ? row.email : null))
      if (!row || row.status !== 'active' || !row.totpSecret) return refuse(found, client, attempt)
      const session = await db.transaction(async (tx) => {
        const used = await useCode(tx, row, code)
        if (!used) return undefined
        if (used === 'recovery') {
          await insertAuditEntry(tx, securityEvents.twoFactor(row, client, 'recovery-code-used'))
        }
        await guard.clear(tx, attempt)
        const opened = await sessions.open(row, client, tx)
        await insertAuditEntry(tx, securityEvents.signedIn(row, client, opened.sessionId, 'code'))
        return opened.session
      })
      return session ?? refuse(row, client, attempt)
    },

    async status(adminId: string): Promise<TwoFactorStatus> {
      const row = await signedInRow(adminId)
      const enabled = row.totpEnabledAt !== null
      return {
        enabled,
        enabledAt: row.totpEnabledAt?.toISOString() ?? null,
        recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, row.id) : 0,
        required: (await findRequiredRoles(db)).includes(row.role),
      }
    },

    /** A new pending secret, shown once as text and as a QR code; it counts only once a code confirms it. */
    async setup(adminId: string): Promise<TwoFactorSetup> {
      const row = await signedInRow(adminId)
      if (row.totpEnabledAt) throw AppError.conflict(ALREADY_ENABLED)
      const setup = await newTotpSecret(row.email)
      await setPendingSecret(db, row.id, setup.secret)
      return setup
    },

    async enable(adminId: string, code: string, client: ClientInfo): Promise<{ recoveryCodes: string[] }> {
      const row = await signedInRow(adminId)
      if (row.totpEnabledAt) throw AppError.conflict(ALREADY_ENABLED)
      const pending = row.totpPendingSecret
      if (!pending) throw AppError.badRequest(NO_PENDING_SETUP)
      const appCode = asAppCode(code)
      const step = appCode ? totpStep(pending, appCode, now().getTime()) : undefined
      if (step === undefined) throw AppError.badRequest(WRONG_ENROLMENT_CODE, { code: WRONG_ENROLMENT_CODE })
      // A unit of work: the person's kept sessions are forgotten again once it commits (sessions.ts).
      return inTransaction(db, async (tx) => {
        if (!(await activateSecret(tx, row.id, pending, step))) throw AppError.badRequest(NO_PENDING_SETUP)
        await sessions.personChanged(row.id, tx)
        const recoveryCodes = await issueRecoveryCodes(tx, row.id)
        await insertAuditEntry(tx, securityEvents.twoFactor(row, client, 'enabled'))
        return { recoveryCodes }
      })
    },

    async disable(
      adminId: string,
      input: ConfirmIdentity,
      client: SignInClient,
    ): Promise<{ enabled: false }> {
      const row = await signedInRow(adminId)
      if (!row.totpEnabledAt) throw AppError.conflict(NOT_ENABLED)
      return withConfirmation(row, input, client, async (tx) => {
        await clearSecret(tx, row.id)
        await sessions.personChanged(row.id, tx)
        await insertAuditEntry(tx, securityEvents.twoFactor(row, client, 'disabled'))
        return { enabled: false as const }
      })
    },

    async regenerateRecoveryCodes(
      adminId: string,
      input: ConfirmIdentity,
      client: SignInClient,
    ): Promise<{ recoveryCodes: string[] }> {
      const row = await signedInRow(adminId)
      if (!row.totpEnabledAt) throw AppError.conflict(NOT_ENABLED)
      return withConfirmation(row, input, client, async (tx) => {
        const recoveryCodes = await issueRecoveryCodes(tx, row.id)
        await insertAuditEntry(tx, securityEvents.twoFactor(row, client, 'recovery-codes-regenerated'))
        return { recoveryCodes }
      })
    },

    async settings(): Promise<SecuritySettings> {
      const stored = await findRequiredRoles(db)
      return { twoFactorRequiredRoles: ROLES.filter((role) => stored.includes(role)) }
    },

    async updateSettings({ twoFactorRequiredRoles }: SecuritySettings): Promise<SecuritySettings> {
      const roles = ROLES.filter((role) => twoFactorRequiredRoles.includes(role))
      await saveRequiredRoles(db, roles)
      await sessions.policyChanged()
      return { twoFactorRequiredRoles: roles }
    },
  }
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>
