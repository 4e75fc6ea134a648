import type { Role } from '../../platform/auth/access'

/** What a cached session keeps of its person: what the API shows and decides with, no secrets. */
export type CachedPerson = {
  id: string
  name: string
  email: string
  role: Role
  twoFactorEnabled: boolean
}

export type CachedSession = {
  sessionId: string
  person: CachedPerson
  /** When the session (and its token) ends by itself, in ms since the epoch: from then on it is refused. */
  expiresAt: number
  /** When it was read from the database. */
  checkedAt: number
}

/**
 * A cached session is read from the database again after this long: the "last seen" time is noted then (at most
 * once a minute, as before), and whatever a notification could have missed lasts no longer.
 */
export const RECHECK_MS = 60_000
/** Sessions kept at most (the oldest go first): ~300 bytes each. */
export const MAX_CACHED_SESSIONS = 10_000

/**
 * The verified sessions of signed-in requests and the security settings, kept in the process so that a signed-in
 * request reads nothing (docs/product.md#sessions). Keyed by the token itself: a hit is a token verified before,
 * byte for byte. Whatever could make an answer wrong forgets it (forgetPerson, forgetPolicy, forgetAll), and a
 * read that started before a forget is not kept: take a `ticket()` before reading the database, and `keep` with it.
 */
export function createSessionCache({
  maxSessions = MAX_CACHED_SESSIONS,
  now = () => Date.now(),
}: { maxSessions?: number; now?: () => number } = {}) {
  const byToken = new Map<string, CachedSession>()
  const tokensOf = new Map<string, Set<string>>()
  let requiredRoles: readonly string[] | undefined
  let generation = 0
  let enabled = true

  function drop(token: string) {
    const entry = byToken.get(token)
    if (!entry) return
    byToken.delete(token)
    const tokens = tokensOf.get(entry.person.id)
    tokens?.delete(token)
    if (tokens?.size === 0) tokensOf.delete(entry.person.id)
  }

  function forgetAll() {
    generation += 1
    byToken.clear()
    tokensOf.clear()
    requiredRoles = undefined
  }

  return {
    /** Taken before a read of the database; what is kept with it is dropped if anything was forgotten since. */
    ticket: () => generation,

    /**
     * The session a token stands for when it is known and recent; 'expired' when it is known and past its expiry
     * (refused without asking the database); undefined otherwise (read it).
     */
    session(token: string): CachedSession | 'expired' | undefined {
      const entry = byToken.get(token)
      if (!entry) return undefined
      const at = now()
      if (at >= entry.expiresAt) {
        drop(token)
        return 'expired'
      }
      if (at - entry.checkedAt >= RECHECK_MS) {
        drop(token)
        return undefined
      }
      return entry
    },

    keepSession(ticket: number, token: string, entry: CachedSession) {
      if (!enabled || ticket !== generation) return
      drop(token)
      if (byToken.size >= maxSessions) {
        const oldest = byToken.keys().next().value
        if (oldest !== undefined) drop(oldest)
      }
      byToken.set(token, entry)
      const tokens = tokensOf.get(entry.person.id) ?? new Set<string>()
      tokens.add(token)
      tokensOf.set(entry.person.id, tokens)
    },

    /** The roles that must use two-factor sign-in, when known. */
    requiredRoles: (): readonly string[] | undefined => requiredRoles,

    keepRequiredRoles(ticket: number, roles: readonly string[]) {
      if (enabled && ticket === generation) requiredRoles = roles
    },

    /** Every session of the person goes (a session ended; role, status, two-factor sign-in… changed; removed). */
    forgetPerson(id: string) {
      generation += 1
      for (const token of tokensOf.get(id) ?? []) byToken.delete(token)
      tokensOf.delete(id)
    },

    /** The security settings changed: they are read again. */
    forgetPolicy() {
      generation += 1
      requiredRoles = undefined
    },

    forgetAll,

    /** Keep nothing, and forget what is kept, until resume() (changes from other servers cannot be heard). */
    suspend() {
      enabled = false
      forgetAll()
    },

    /** Changes are heard again: keep from now on, starting from nothing (some may have been missed). */
    resume() {
      forgetAll()
      enabled = true
    },

    get size() {
      return byToken.size
    },
  }
}

export type SessionCache = ReturnType<typeof createSessionCache>
