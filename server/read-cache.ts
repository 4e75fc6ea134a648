type Options = {
  /** Most results kept at once; the least recently used go first. */
  maxEntries?: number
  /** Results also expire with time, like the pages made from them. */
  ttlMs?: number
  now?: () => number
}

/** Makes a value read-only all the way down: cached results are shared by every render that uses them. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const item of Object.values(value)) deepFreeze(item)
  }
  return value
}

/**
 * The results of the database reads public pages are made of, kept in memory and emptied with the page cache on
 * every content write (docs/decisions/0008). A page that has to be rendered again (after a write, or a new page)
 * then costs a render, not a render and its queries. Concurrent reads of one key run once; a read that started
 * before a write is not kept; failures are not kept. Results are frozen, since every render shares them.
 */
export function createReadCache({ maxEntries = 200, ttlMs = 5 * 60 * 1000, now = Date.now }: Options = {}) {
  const entries = new Map<string, { value: unknown; storedAt: number }>()
  const pending = new Map<string, Promise<unknown>>()
  let generation = 0
  const stats = { hits: 0, reads: 0 }

  return {
    stats,
    get size() {
      return entries.size
    },
    async get<T>(key: string, read: () => Promise<T>): Promise<T> {
      const hit = entries.get(key)
      if (hit && now() - hit.storedAt < ttlMs) {
        stats.hits += 1
        entries.delete(key)
        entries.set(key, hit)
        return hit.value as T
      }
      const inFlight = pending.get(key)
      if (inFlight) return inFlight as Promise<T>
      const startedIn = generation
      stats.reads += 1
      const work = read().then((value) => {
        deepFreeze(value)
        if (startedIn === generation) {
          entries.delete(key)
          entries.set(key, { value, storedAt: now() })
          while (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
        }
        return value
      })
      pending.set(key, work)
      try {
        return await work
      } finally {
        if (pending.get(key) === work) pending.delete(key)
      }
    },
    clear() {
      generation += 1
      entries.clear()
      pending.clear()
    },
  }
}

export type ReadCache = ReturnType<typeof createReadCache>
