import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '../../platform/db/database'
import type { Mailer } from '../mail/mailer'
import { findAdminByEmail } from './admin.repository'
import { type DeviceCookies, rememberDevice } from './device-cookies'
import { createLoginThrottle, type SignInAttempt } from './login-throttle'
import type { ClientInfo } from './sessions'
import { recordSignInAttackMail } from './sign-in-attack.mail'

/** A client at a sign-in step: where it comes from, and the Cookie header it sent (its device cookies). */
export type SignInClient = ClientInfo & { cookie?: string }

type Deps = {
  db: Database
  devices: DeviceCookies
  /** Without it (tools that only read or seed) nobody is told of a lockout. */
  mailer?: Mailer
  /** The site is served over HTTPS (PUBLIC_URL): device cookies are Secure. */
  secureCookies?: boolean
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
  now = () => new Date(),
}: Deps) {
  const throttle = (tx: Database = db) => createLoginThrottle(tx, now)

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
     * Counts a failure in `tx`. When it locks unknown browsers out of an active account, records in `tx` the mail
     * that tells its holder (once per window, whatever the servers); answers whether it did (wake the outbox
     * after the commit, {@link wake}).
     */
    async recordFailure(tx: Database, attempt: SignInAttempt): Promise<boolean> {
      if (!(await throttle(tx).recordFailure(attempt)) || !mailer || attempt.account === null) return false
      const admin = await findAdminByEmail(tx, attempt.account)
      if (!admin || admin.status !== 'active') return false
      const notice = await throttle(tx).claimNotice(attempt.account)
      if (!notice) return false
      await recordSignInAttackMail(tx, mailer, { admin, ...notice })
      return true
    },

    /** After a success, in `tx`: the attempt's failures no longer count. */
    clear: (tx: Database, attempt: SignInAttempt) => throttle(tx).clear(attempt),

    /** The outbox looks at once (a lockout's mail was committed). */
    wake(): void {
      mailer?.wake()
    },
  }
}

export type SignInGuard = ReturnType<typeof createSignInGuard>
