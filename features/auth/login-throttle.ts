import { and, count, eq, gte, inArray, lt, min, or } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { loginFailures } from '../../platform/db/schema'
import { AppError } from '../../platform/errors'

export const LOGIN_WINDOW_MS = 15 * 60 * 1000
export const LOGIN_MAX_FAILURES = 5

const ipKey = (ip: string) => `ip:${ip}`
const accountKey = (account: string) => `account:${account}`
/** The keys a failure counts against: the address, and the account when one is named. */
const keysOf = (ip: string, account: string | null) =>
  account === null ? [ipKey(ip)] : [ipKey(ip), accountKey(account)]

/**
 * Failed sign-ins are counted per IP address and per account, in the database so that every app server sees
 * them. Keys come from the socket address (or a trusted proxy's header) and the normalised e-mail, never from the
 * path or other request details, so changing those does not reset the count.
 */
export function createLoginThrottle(db: Database, now: () => Date = () => new Date()) {
  return {
    async assertAllowed(ip: string, account: string | null): Promise<void> {
      const since = new Date(now().getTime() - LOGIN_WINDOW_MS)
      const rows = await db
        .select({ failures: count(), oldest: min(loginFailures.failedAt) })
        .from(loginFailures)
        .where(and(inArray(loginFailures.key, keysOf(ip, account)), gte(loginFailures.failedAt, since)))
        .groupBy(loginFailures.key)
      for (const { failures, oldest } of rows) {
        if (failures >= LOGIN_MAX_FAILURES && oldest) {
          const retryAfter = Math.max(
            1,
            Math.ceil((oldest.getTime() + LOGIN_WINDOW_MS - now().getTime()) / 1000),
          )
          const minutes = Math.ceil(retryAfter / 60)
          throw AppError.tooManyRequests(
            `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
            retryAfter,
          )
        }
      }
    },
    /** `account` null: a failure that names no account (a two-factor challenge that is not valid). */
    async recordFailure(ip: string, account: string | null): Promise<void> {
      const at = now()
      await db.insert(loginFailures).values(keysOf(ip, account).map((key) => ({ key, failedAt: at })))
      // Keep the table small: what is older than the window can never count again.
      await db
        .delete(loginFailures)
        .where(lt(loginFailures.failedAt, new Date(at.getTime() - LOGIN_WINDOW_MS)))
    },
    async clear(ip: string, account: string): Promise<void> {
      await db
        .delete(loginFailures)
        .where(or(eq(loginFailures.key, ipKey(ip)), eq(loginFailures.key, accountKey(account))))
    },
    /** After a password reset: the account's failures no longer count (its address's still do). */
    async clearAccount(account: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, accountKey(account)))
    },
  }
}
