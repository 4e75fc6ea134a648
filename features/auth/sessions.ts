import type { Database } from '../../platform/db/database'
import { adminUsers } from '../../platform/db/tables'
import { eq, sql } from 'drizzle-orm'
import { isUuid } from '../../platform/fields'
import type { AdminRow } from './admin.repository'
import type { Admin, Session, StaffSession } from './auth.schema'
import { announceAuthChange, type AuthChange } from './auth-changes'
import { afterCommit } from '../../platform/db/unit-of-work'
import { type CachedPerson, createSessionCache } from './session-cache'
import {
  endSession,
  endSessionsOf,
  findOpenSession,
  insertSession,
  listOpenSessions,
  purgeOldSessions,
  type SessionRow,
  touchSession,
} from './session.repository'
import { findRequiredRoles } from './two-factor.repository'
import { TOKEN_LIFETIME_SECONDS, type TokenService } from './tokens'

/** Where a sign-in comes from: kept with its session, shown to the person in their list of sessions. */
export type ClientInfo = { ip: string; userAgent: string }

/** `requiredRoles`: the roles that must use two-factor sign-in (security settings), when known. */
export function toAdmin(row: AdminRow, requiredRoles: readonly string[] = []): Admin {
  return asAdmin(personOf(row), requiredRoles)
}

/** What a session keeps of its person (session-cache.ts). */
const personOf = (row: AdminRow): CachedPerson => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  twoFactorEnabled: row.totpEnabledAt !== null,
})

const asAdmin = (person: CachedPerson, requiredRoles: readonly string[]): Admin => ({
  _id: person.id,
  name: person.name,
  email: person.email,
  role: person.role,
  twoFactorEnabled: person.twoFactorEnabled,
  twoFactorSetupRequired: !person.twoFactorEnabled && requiredRoles.includes(person.role),
})

/** The person as the API shows them; the security settings are read only for who has no second factor yet. */
export async function adminOf(db: Database, row: AdminRow): Promise<Admin> {
  return toAdmin(row, row.totpEnabledAt === null ? await findRequiredRoles(db) : [])
}

export function toStaffSession(row: SessionRow, currentId: string | null): StaffSession {
  return {
    _id: row.id,
    userAgent: row.userAgent,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.id === currentId,
  }
}

/** A signed-in request: who, and which of their sessions. */
export type Authenticated = { admin: Admin; sessionId: string }

/** A session is noted as used at most this often (a write per request would cost every request). */
const LAST_SEEN_EVERY_MS = 60_000

/**
 * Server-side sessions (docs/product.md#sessions): each sign-in opens one, its token names it, and a token whose
 * session has ended, expired or whose person is deactivated is refused on every route.
 *
 * A signed-in request reads nothing: the verified session and the security settings are kept in the process
 * (session-cache.ts) and forgotten at once by whatever changes them — here through forget(), and on every other
 * server through the NOTIFY it sends (features/auth/auth-changes.ts; server/api.ts listens).
 */
export function createSessions(db: Database, tokens: TokenService) {
  const cache = createSessionCache()
  const heard = new Set<(change: AuthChange) => void>()

  function forgetHere(change: AuthChange) {
    if (change.kind === 'person') cache.forgetPerson(change.id)
    else cache.forgetPolicy()
  }

  /**
   * A change that a cached session or the cached settings may no longer match, made in `tx` (or just made): every
   * server forgets it. Here at once, and again once the request's unit of work commits, so that a request which
   * read the old rows in between keeps nothing; elsewhere when NOTIFY is delivered, which is at the commit. So a
   * change made in a transaction runs in a unit of work (platform/db/unit-of-work.ts: the route's, or the
   * service's own `inTransaction` for the routes outside one: password reset, two-factor on and off), or else
   * the second forgetting would come before its commit.
   */
  async function forget(change: AuthChange, tx: Database = db) {
    forgetHere(change)
    await announceAuthChange(tx, change)
    afterCommit(() => forgetHere(change))
  }

  /** The roles that must use two-factor sign-in, from the cache or read (and kept). */
  async function requiredRoles(): Promise<readonly string[]> {
    const known = cache.requiredRoles()
    if (known) return known
    const ticket = cache.ticket()
    const roles = await findRequiredRoles(db)
    cache.keepRequiredRoles(ticket, roles)
    return roles
  }

  async function open(
    user: AdminRow,
    client: ClientInfo,
    tx: Database = db,
  ): Promise<{ session: Session; sessionId: string }> {
    const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000)
    const session = await insertSession(tx, {
      userId: user.id,
      userAgent: client.userAgent.slice(0, 500),
      ip: client.ip,
      expiresAt,
    })
    await tx
      .update(adminUsers)
      .set({ lastSignInAt: sql`now()` })
      .where(eq(adminUsers.id, user.id))
    // Each sign-in tidies the person's list: what ended long ago goes, so the table does not grow forever.
    await purgeOldSessions(tx, user.id)
    return {
      session: {
        token: await tokens.sign({ userId: user.id, sessionId: session.id }, expiresAt),
        admin: await adminOf(tx, user),
      },
      sessionId: session.id,
    }
  }

  return {
    /** Opens a session for `user` (in `tx` when given) and answers the token and the person. */
    start: async (user: AdminRow, client: ClientInfo, tx: Database = db): Promise<Session> =>
      (await open(user, client, tx)).session,

    /** start(), and the id of the session it opened (for the audit log). */
    open,

    async authenticate(token: string): Promise<Authenticated | undefined> {
      const cached = cache.session(token)
      if (cached === 'expired') return undefined
      if (cached) {
        const roles = cached.person.twoFactorEnabled ? [] : await requiredRoles()
        return { admin: asAdmin(cached.person, roles), sessionId: cached.sessionId }
      }
      const ticket = cache.ticket()
      const claims = await tokens.verify(token)
      if (!claims || !isUuid(claims.sessionId) || !isUuid(claims.userId)) return undefined
      const found = await findOpenSession(db, claims.sessionId, claims.userId)
      if (!found) return undefined
      if (Date.now() - found.session.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
        await touchSession(db, found.session.id)
      }
      const person = personOf(found.user)
      const admin = asAdmin(person, person.twoFactorEnabled ? [] : await requiredRoles())
      cache.keepSession(ticket, token, {
        sessionId: found.session.id,
        person,
        expiresAt: Math.min(found.session.expiresAt.getTime(), claims.expiresAt),
        checkedAt: Date.now(),
      })
      return { admin, sessionId: found.session.id }
    },

    list: (userId: string) => listOpenSessions(db, userId),
    async end(userId: string, sessionId: string, tx: Database = db): Promise<boolean> {
      if (!isUuid(sessionId) || !(await endSession(tx, userId, sessionId))) return false
      await forget({ kind: 'person', id: userId }, tx)
      return true
    },
    /** Ends every session of the person but `keep`; answers how many it ended. */
    async endAll(userId: string, keep?: string, tx: Database = db): Promise<number> {
      const ended = await endSessionsOf(tx, userId, keep)
      if (ended > 0) await forget({ kind: 'person', id: userId }, tx)
      return ended
    },

    /**
     * What a person's sessions stand for changed in `tx` (role, status, name, e-mail, two-factor sign-in; removed):
     * every server reads them again.
     */
    personChanged: (userId: string, tx: Database = db) => forget({ kind: 'person', id: userId }, tx),
    /** The security settings changed in `tx`: every server reads them again. */
    policyChanged: (tx: Database = db) => forget({ kind: 'policy' }, tx),

    /** A change heard through PostgreSQL (from any server, this one too, or the command line): forgotten here. */
    heard(change: AuthChange) {
      forgetHere(change)
      for (const listener of heard) listener(change)
    },
    /** Calls `listener` with each change heard through PostgreSQL (tests wait for one); answers how to stop. */
    onHeard(listener: (change: AuthChange) => void) {
      heard.add(listener)
      return () => heard.delete(listener)
    },
    /** What is kept in this process; server/api.ts suspends it while changes from elsewhere cannot be heard. */
    cache,
  }
}

export type Sessions = ReturnType<typeof createSessions>
