import { createHash, randomBytes } from 'node:crypto'
import type { Database } from '../../platform/db/database'
import { inTransaction } from '../../platform/db/unit-of-work'
import { AppError } from '../../platform/errors'
import type { MailDelivery } from '../../platform/mail/delivery'
import type { Mailer } from '../../platform/mail/mailer'
import { findAdminByEmail } from './admin.repository'
import { INVALID_RESET_LINK, RESET_LINK_MINUTES, type ResetPassword } from './auth.schema'
import { createLoginThrottle } from './login-throttle'
import { hashPassword } from './password'
import { recordPasswordResetMail } from './password-reset.mail'
import {
  consumeResetToken,
  deleteStaleResetTokens,
  findResetToken,
  insertResetToken,
  revokeResetTokens,
  setAdminPassword,
} from './password-reset.repository'
import type { ClientInfo, Sessions } from './sessions'
import type { SignInAnswer } from './two-factor.schema'
import type { TwoFactorService } from './two-factor.service'

/** 256 random bits: a link nobody can guess. */
export const RESET_TOKEN_BYTES = 32
const LINK_LIFETIME_MS = RESET_LINK_MINUTES * 60_000
/** Used and expired links are kept a day (to tell what happened), then deleted when a new link is made. */
const KEEP_STALE_MS = 24 * 60 * 60_000
/** Requests waiting their turn beyond which new ones are dropped (a flood from many addresses). */
const MAX_WAITING = 200

/** Only the SHA-256 of a token is stored: the database alone does not give anybody a working link. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex')

type Deps = {
  db: Database
  sessions: Sessions
  /** For people with two-factor sign-in on: the reset answers the challenge of the code step. */
  twoFactor?: Pick<TwoFactorService, 'challengeFor'>
  /** Without it (tools that only read or seed) nothing is mailed. */
  mailer?: Mailer
  /** Where mail goes (platform/mail/delivery.ts), said in the answer to a request for a link. */
  delivery?: MailDelivery
  log?: (message: string) => void
  now?: () => Date
}

/** docs/product.md#password-reset: a mailed single-use link, then a new password that ends every session. */
export function createPasswordResetService({
  db,
  sessions,
  twoFactor,
  mailer,
  delivery = 'local',
  log,
  now = () => new Date(),
}: Deps) {
  let queue: Promise<void> = Promise.resolve()
  let waiting = 0

  /** The link and its mail, in one transaction, when an administrator has this address; else nothing. */
  async function issue(email: string): Promise<void> {
    const admin = await findAdminByEmail(db, email)
    // A deactivated account gets no link: the same silence as an unknown address.
    if (!admin || admin.status !== 'active' || !mailer) return
    const token = randomBytes(RESET_TOKEN_BYTES).toString('base64url')
    const at = now()
    await db.transaction(async (tx) => {
      await deleteStaleResetTokens(tx, new Date(at.getTime() - KEEP_STALE_MS))
      const row = await insertResetToken(tx, {
        adminId: admin.id,
        tokenHash: hashResetToken(token),
        expiresAt: new Date(at.getTime() + LINK_LIFETIME_MS),
      })
      await recordPasswordResetMail(tx, mailer, { admin, tokenId: row.id, token })
    })
    mailer.wake()
  }

  return {
    /** Where mail goes: whether a link asked for leaves the site at all. */
    delivery,

    /**
     * Asks for a reset link for `email` (normalised). The answer must not tell whether an administrator has the
     * address, by its words or by its time: the lookup, the token and the mail happen after the caller has been
     * answered, one request at a time, so the request path does the same (nothing) for every address. A failure
     * is logged; the caller cannot learn of it either. The work itself remains: on the embedded database, which
     * runs in this process, a request arriving within a few milliseconds after a known address's waits for it.
     */
    request(email: string): void {
      if (waiting >= MAX_WAITING) {
        log?.('password reset: too many requests waiting; one was dropped')
        return
      }
      waiting += 1
      queue = queue
        .then(() => issue(email))
        .catch((error: Error) => log?.(`password reset: the link could not be recorded: ${error.message}`))
        .finally(() => {
          waiting -= 1
        })
    },

    /** Resolves once every request made so far has been handled (before the database closes; tests). */
    idle(): Promise<void> {
      return queue
    },

    /**
     * Sets the new password of the link's administrator: the link is used, every other link of theirs stops
     * working, and every session of theirs ends. Answers a session for the new password.
     */
    async reset({ token, password }: ResetPassword, client: ClientInfo): Promise<SignInAnswer> {
      const at = now()
      const link = await findResetToken(db, hashResetToken(token))
      if (!link || link.usedAt || link.expiresAt <= at) throw AppError.badRequest(INVALID_RESET_LINK)
      const passwordHash = await hashPassword(password)
      // A unit of work: the person's kept sessions are forgotten again once it commits (sessions.ts).
      return inTransaction(db, async (tx) => {
        // Of two requests with the same link, only the first gets here with the link unused.
        if (!(await consumeResetToken(tx, link.id, at))) throw AppError.badRequest(INVALID_RESET_LINK)
        await revokeResetTokens(tx, link.adminId, at)
        const updated = await setAdminPassword(tx, link.adminId, passwordHash)
        if (!updated || updated.status !== 'active') throw AppError.badRequest(INVALID_RESET_LINK)
        // Every session of before ends; this device gets a new one, after the code step when it has one.
        await sessions.endAll(updated.id, undefined, tx)
        // With two-factor sign-in on, a mailbox alone does not sign in (nor clears the failed codes).
        if (updated.totpEnabledAt && twoFactor) return twoFactor.challengeFor(updated)
        // Failed sign-ins before the reset no longer hold the account back.
        await createLoginThrottle(tx, now).clearAccount(updated.email.toLowerCase())
        return sessions.start(updated, client, tx)
      })
    },
  }
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>
