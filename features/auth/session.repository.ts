import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { adminUsers, staffSessions } from '../../platform/db/tables'

export type SessionRow = typeof staffSessions.$inferSelect

export async function insertSession(
  db: Database,
  values: { userId: string; userAgent: string; ip: string; expiresAt: Date },
): Promise<SessionRow> {
  const [row] = await db.insert(staffSessions).values(values).returning()
  if (!row) throw new Error('insert into staff_sessions returned no row')
  return row
}

/** An open session (not ended, not expired) with its person, if the person is active. */
export async function findOpenSession(db: Database, id: string, userId: string) {
  const rows = await db
    .select({ session: staffSessions, user: adminUsers })
    .from(staffSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, staffSessions.userId))
    .where(
      and(
        eq(staffSessions.id, id),
        eq(staffSessions.userId, userId),
        isNull(staffSessions.endedAt),
        gt(staffSessions.expiresAt, sql`now()`),
        eq(adminUsers.status, 'active'),
      ),
    )
    .limit(1)
  return rows[0]
}

/** Notes that the session was used, at most once a minute (a write per request would cost every request). */
export async function touchSession(db: Database, id: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(staffSessions.id, id), lt(staffSessions.lastSeenAt, sql`now() - interval '1 minute'`)))
}

export async function listOpenSessions(db: Database, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.userId, userId),
        isNull(staffSessions.endedAt),
        gt(staffSessions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(staffSessions.lastSeenAt))
}

/** Ends one session of a person; answers whether an open one was ended. */
export async function endSession(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(staffSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(staffSessions.id, id), eq(staffSessions.userId, userId), isNull(staffSessions.endedAt)))
    .returning({ id: staffSessions.id })
  return rows.length > 0
}

/** Ends every open session of a person, but the one to keep; answers how many it ended. */
export async function endSessionsOf(db: Database, userId: string, keep?: string): Promise<number> {
  const rows = await db
    .update(staffSessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        eq(staffSessions.userId, userId),
        isNull(staffSessions.endedAt),
        keep ? ne(staffSessions.id, keep) : undefined,
      ),
    )
    .returning({ id: staffSessions.id })
  return rows.length
}

/** A person's sessions that ended or expired more than 30 days ago: of no further use (the log keeps sign-ins). */
export async function purgeOldSessions(db: Database, userId: string): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.userId, userId),
        or(
          lt(staffSessions.endedAt, sql`now() - interval '30 days'`),
          lt(staffSessions.expiresAt, sql`now() - interval '30 days'`),
        ),
      ),
    )
}
