import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '../../platform/db/database'
import type { Mailer } from '../../platform/mail/mailer'
import { findAdminByEmail } from './admin.repository'
import { type DeviceCookies, rememberDevice } from './device-cookies'
import { createLoginThrottle, type SignInAttempt } from './login-throttle'
import type { ClientInfo } from './sessions'
import { recordSignInAttackMail } from './sign-in-attack.mail'

/** A client at a sign-in step: where it comes from, and the Cookie header it sent (its device cookies). */
export type SignInClient = ClientInfo & { cookie?: string }

/** Accounts whose warning may wait to be recorded at once; past it, a flood of lockouts drops the extra ones. */
const MAX_WAITING = 100

type Deps = {
  db: Database
  devices: DeviceCookies
  /** Without it (tools that only read or seed) nobody is told of a lockout. */
  mailer?: Mailer
  /** The site is served over HTTPS (PUBLIC_URL): device cookies are Secure. */
  secureCookies?: boolean
  log?: (message: string) => void
  now?: () => Date
}

/**
 * What every step that checks a password or a code shares (the password and code steps of sign-in, turning
 * two-factor sign-in off, new recovery codes): the throttle with device cookies, and the mail to an account's
 * holder when browsers it does not know are locked out of it.
 */
export function createSignInGuard({
  db,
  devices,
  mailer,
  secureCookies = false,
  log,
  now = () => new Date(),
}: Deps) {
  const throttle = (tx: Database = db) => createLoginThrottle(tx, now)
  let queue: Promise<void> = Promise.resolve()
  const waiting = new Set<string>()

  /**
   * The warning to the holder of `account`, when it is an active account and they were not told less than a
   * window ago (on any server: the check and its mark are one step under a database lock).
   */
  async function warn(account: string): Promise<void> {
    if (!mailer) return
    const recorded = await db.transaction(async (tx) => {
      const admin = await findAdminByEmail(tx, account)
      if (!admin || admin.status !== 'active') return false
      const notice = await throttle(tx).claimNotice(account)
      if (!notice) return false
      await recordSignInAttackMail(tx, mailer, { admin, ...notice })
      return true
    })
    if (recorded) mailer.wake()
  }

  return {
    /** After a sign-in that answered a session for `account`: the browser gets a new device cookie for it. */
    rememberDevice(request: FastifyRequest, reply: FastifyReply, account: string): void {
      rememberDevice(devices, request, reply, account, { secure: secureCookies })
    },

    /** The attempt `client` makes on `account`: with its device when it sent a valid cookie for that account. */
    attemptOf(client: SignInClient, account: string | null): SignInAttempt {
      const normalised = account === null ? null : account.trim().toLowerCase()
      return { ip: client.ip, account: normalised, device: devices.deviceOf(client.cookie, normalised) }
    },

    /** Refuses (429) an attempt that may not be judged now; answers the attempt as it counts. */
    admit: (attempt: SignInAttempt) => throttle().admit(attempt),

    /**
     * Counts a failure in `tx`. Answers the account that unknown browsers are now locked out of, if this failure
     * did it: pass it to {@link warnLater} once `tx` has committed.
     */
    async recordFailure(tx: Database, attempt: SignInAttempt): Promise<string | undefined> {
      const locked = await throttle(tx).recordFailure(attempt)
      return locked && attempt.account !== null ? attempt.account : undefined
    },

    /**
     * Tells the account's holder of the lockout, after the caller has been answered: whether an account has the
     * address must not show in the time of the answer (nor in its words: every failure answers the same 401).
     * One at a time, an account at most once in the queue; a failure is logged.
     */
    warnLater(account: string | undefined): void {
      if (account === undefined || !mailer || waiting.has(account)) return
      if (waiting.size >= MAX_WAITING) {
        log?.('sign-in warning: too many waiting; one was dropped')
        return
      }
      waiting.add(account)
      queue = queue
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(() => warn(account))
        .catch((error: Error) => log?.(`sign-in warning: the mail could not be recorded: ${error.message}`))
        .finally(() => {
          waiting.delete(account)
        })
    },

    /** Resolves once every warning asked for so far has been handled (before the database closes; tests). */
    idle(): Promise<void> {
      return queue
    },

    /** After a success, in `tx`: the attempt's failures no longer count. */
    clear: (tx: Database, attempt: SignInAttempt) => throttle(tx).clear(attempt),
  }
}

export type SignInGuard = ReturnType<typeof createSignInGuard>
