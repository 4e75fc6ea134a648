import type { Database } from '../../platform/db/database'
import { adminUsers } from '../../platform/db/schema'
import { eq, sql } from 'drizzle-orm'
import { isUuid } from '../../platform/fields'
import type { AdminRow } from './admin.repository'
import type { Admin, Session, StaffSession } from './auth.schema'
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
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    twoFactorEnabled: row.totpEnabledAt !== null,
    twoFactorSetupRequired: row.totpEnabledAt === null && requiredRoles.includes(row.role),
  }
}

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

/**
 * Server-side sessions (docs/product.md#sessions): each sign-in opens one, its token names it, and a token whose
 * session has ended, expired or whose person is deactivated is refused on every route.
 */
export function createSessions(db: Database, tokens: TokenService) {
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
      const claims = await tokens.verify(token)
      if (!claims || !isUuid(claims.sessionId) || !isUuid(claims.userId)) return undefined
      const found = await findOpenSession(db, claims.sessionId, claims.userId)
      if (!found) return undefined
      if (Date.now() - found.session.lastSeenAt.getTime() > 60_000) await touchSession(db, found.session.id)
      return { admin: await adminOf(db, found.user), sessionId: found.session.id }
    },

    list: (userId: string) => listOpenSessions(db, userId),
    end: async (userId: string, sessionId: string, tx: Database = db) =>
      isUuid(sessionId) && (await endSession(tx, userId, sessionId)),
    /** Ends every session of the person but `keep`; answers how many it ended. */
    endAll: (userId: string, keep?: string, tx: Database = db) => endSessionsOf(tx, userId, keep),
  }
}

export type Sessions = ReturnType<typeof createSessions>
