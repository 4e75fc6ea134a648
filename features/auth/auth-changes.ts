import { sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'

/** The PostgreSQL channel on which servers tell each other what their signed-in caches must forget. */
export const AUTH_CHANNEL = 'switchboard_auth'

/**
 * What changed, as far as a server that keeps verified sessions in memory is concerned (features/auth/sessions.ts):
 * - `person`: anything about one person a session stands for — a session of theirs ended, their role, status,
 *   name, e-mail, password or two-factor sign-in changed, or they were removed;
 * - `policy`: the security settings (the roles that must use two-factor sign-in).
 */
export type AuthChange = { kind: 'person'; id: string } | { kind: 'policy' }

/**
 * Tells every server, through PostgreSQL, in the transaction `db` stands for: NOTIFY is delivered when it commits
 * and not at all when it rolls back, from the server that made the change or from the command line alike. On the
 * embedded database nobody else listens, and it costs one statement.
 */
export async function announceAuthChange(db: Database, change: AuthChange): Promise<void> {
  await db.execute(sql`select pg_notify(${AUTH_CHANNEL}, ${JSON.stringify(change)})`)
}

/** A message of the channel, or undefined when it is not one of ours. */
export function parseAuthChange(payload: string): AuthChange | undefined {
  try {
    const message = JSON.parse(payload) as Partial<AuthChange> | null
    if (message?.kind === 'policy') return { kind: 'policy' }
    if (message?.kind === 'person' && typeof message.id === 'string')
      return { kind: 'person', id: message.id }
  } catch {
    // Not ours: ignore.
  }
  return undefined
}
