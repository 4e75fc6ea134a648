import { and, count, eq, gte, inArray, lt, min, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { loginFailures } from '../../platform/db/tables'
import { AppError } from '../../platform/errors'

export const LOGIN_WINDOW_MS = 15 * 60 * 1000
export const LOGIN_MAX_FAILURES = 5

/**
 * One try at a sign-in step: where it comes from, the account it names (null: none, such as a two-factor
 * challenge that is not valid), and the device it proves (the nonce of a valid device cookie for that account,
 * features/auth/device-cookies.ts), or null for a browser the server does not know.
 */
export type SignInAttempt = { ip: string; account: string | null; device: string | null }

const ipKey = (ip: string) => `ip:${ip}`
const accountKey = (account: string) => `account:${account}`
const deviceKey = (device: string) => `device:${device}`
const noticeKey = (account: string) => `notice:${account}`

/**
 * The keys a failure counts against. A known device: its own, nothing else. Any other browser: the address, and
 * the account when one is named — the count every unknown browser shares for that account.
 */
const keysOf = ({ ip, account, device }: SignInAttempt) =>
  device !== null ? [deviceKey(device)] : account === null ? [ipKey(ip)] : [ipKey(ip), accountKey(account)]

/** "Please try again in 3 minutes": the end of each 429 message of the sign-in, reset and invitation limits. */
export function tryAgainIn(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`
}

export function tooManyFailures(retryAfterSeconds: number): AppError {
  return AppError.tooManyRequests(
    `Too many failed sign-in attempts. ${tryAgainIn(retryAfterSeconds)}, or use a browser you have signed in with before.`,
    retryAfterSeconds,
  )
}

/**
 * Failed sign-ins, counted in the database so that every app server sees them (docs/product.md#login). Keys come
 * from the socket address (or a trusted proxy's header), the normalised e-mail and the device cookie, never from
 * the path or other request details, so changing those does not reset the count.
 *
 * Device cookies (OWASP): 5 failures in 15 minutes for an account from browsers it does not know lock out every
 * such browser for that account (and 5 from one address lock out that address), but a browser that has signed in
 * to the account before is judged by its own failures only, so an attacker cannot lock the person out. A device
 * that fails 5 times itself counts as unknown until its failures are 15 minutes old.
 */
export function createLoginThrottle(db: Database, now: () => Date = () => new Date()) {
  /** Seconds until the earliest of these keys has fewer than the maximum of failures; 0 when none is locked. */
  async function lockedFor(keys: string[]): Promise<number> {
    const since = new Date(now().getTime() - LOGIN_WINDOW_MS)
    const rows = await db
      .select({ failures: count(), oldest: min(loginFailures.failedAt) })
      .from(loginFailures)
      .where(and(inArray(loginFailures.key, keys), gte(loginFailures.failedAt, since)))
      .groupBy(loginFailures.key)
    let seconds = 0
    for (const { failures, oldest } of rows) {
      if (failures < LOGIN_MAX_FAILURES || !oldest) continue
      const left = Math.ceil((oldest.getTime() + LOGIN_WINDOW_MS - now().getTime()) / 1000)
      seconds = Math.max(seconds, left, 1)
    }
    return seconds
  }

  return {
    /**
     * Refuses (429) an attempt that may not be judged now; answers the attempt as it counts: a device that is
     * locked out itself counts as an unknown browser.
     */
    async admit(attempt: SignInAttempt): Promise<SignInAttempt> {
      if (attempt.device !== null) {
        if ((await lockedFor(keysOf(attempt))) === 0) return attempt
        attempt = { ...attempt, device: null }
      }
      const seconds = await lockedFor(keysOf(attempt))
      if (seconds > 0) throw tooManyFailures(seconds)
      return attempt
    },

    /**
     * Counts a failure. Answers true when unknown browsers are now locked out of the account (the failures
     * from them have reached the maximum): the moment to tell its holder, see {@link claimNotice}.
     */
    async recordFailure(attempt: SignInAttempt): Promise<boolean> {
      const at = now()
      await db.insert(loginFailures).values(keysOf(attempt).map((key) => ({ key, failedAt: at })))
      // Keep the table small: what is older than the window can never count again.
      await db
        .delete(loginFailures)
        .where(lt(loginFailures.failedAt, new Date(at.getTime() - LOGIN_WINDOW_MS)))
      if (attempt.device !== null || attempt.account === null) return false
      const [row] = await db
        .select({ failures: count() })
        .from(loginFailures)
        .where(
          and(
            eq(loginFailures.key, accountKey(attempt.account)),
            gte(loginFailures.failedAt, new Date(at.getTime() - LOGIN_WINDOW_MS)),
          ),
        )
      return (row?.failures ?? 0) >= LOGIN_MAX_FAILURES
    },

    /**
     * Inside a transaction: true for the one caller, on any server, that may tell the account's holder of the
     * lockout now; false when they were told less than a window ago. Answers too the failures from unknown
     * browsers in the window: how many, from how many addresses, since when.
     */
    async claimNotice(
      account: string,
    ): Promise<{ failures: number; addresses: number; since: Date; at: Date } | undefined> {
      const at = now()
      const since = new Date(at.getTime() - LOGIN_WINDOW_MS)
      // One at a time per account, across servers: the check and the mark below are one step.
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${noticeKey(account)}))`)
      const [told] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.key, noticeKey(account)), gte(loginFailures.failedAt, since)))
      if ((told?.n ?? 0) > 0) return undefined
      await db.insert(loginFailures).values({ key: noticeKey(account), failedAt: at })
      const [failed] = await db
        .select({ n: count(), first: min(loginFailures.failedAt) })
        .from(loginFailures)
        .where(and(eq(loginFailures.key, accountKey(account)), gte(loginFailures.failedAt, since)))
      // The addresses are those the account's failures came from at the same moments.
      const [addresses] = await db
        .select({ n: sql<number>`count(distinct ${loginFailures.key})`.mapWith(Number) })
        .from(loginFailures)
        .where(
          and(
            sql`${loginFailures.key} like 'ip:%'`,
            sql`${loginFailures.failedAt} in (select ${loginFailures.failedAt} from ${loginFailures} where ${loginFailures.key} = ${accountKey(account)} and ${loginFailures.failedAt} >= ${since})`,
          ),
        )
      return {
        failures: failed?.n ?? 0,
        addresses: addresses?.n ?? 0,
        since: failed?.first ?? at,
        at,
      }
    },

    /** After a success: the attempt's failures no longer count (a known device's own; else address and account). */
    async clear(attempt: SignInAttempt): Promise<void> {
      await db.delete(loginFailures).where(inArray(loginFailures.key, keysOf(attempt)))
    },

    /** After a password reset: the account's failures no longer count (its address's still do). */
    async clearAccount(account: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, accountKey(account)))
    },
  }
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>
