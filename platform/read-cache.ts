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
 * The results of the database reads public pages are made of, kept in memory until content they come from is
 * written (docs/decisions/0008). A page that has to be rendered again (after a write, or a new page) then costs a
 * render and the queries of what changed, not every query of the page. Each read names the content areas it reads
 * (`services`, `partners`, …); `clear(area)` forgets the reads of that area and `clear()` all of them. Concurrent
 * reads of one key run once; a read that started before a write of one of its areas is not kept; failures are not
 * kept. Results are frozen, since every render shares them.
 */
export function createReadCache({ maxEntries = 200, ttlMs = 5 * 60 * 1000, now = Date.now }: Options = {}) {
  type Entry = { value: unknown; storedAt: number; areas: readonly string[] }
  const entries = new Map<string, Entry>()
  const pending = new Map<string, { work: Promise<unknown>; areas: readonly string[] }>()
  // Bumped by every clear (everything) and by a clear of each area: a read is kept only if neither moved under it.
  let generation = 0
  const areaGenerations = new Map<string, number>()
  const versionOf = (areas: readonly string[]) =>
    `${generation}:${areas.map((area) => areaGenerations.get(area) ?? 0).join(',')}`
  const stats = { hits: 0, reads: 0 }

  return {
    stats,
    get size() {
      return entries.size
    },
    async get<T>(key: string, areas: readonly string[], read: () => Promise<T>): Promise<T> {
      const hit = entries.get(key)
      if (hit && now() - hit.storedAt < ttlMs) {
        stats.hits += 1
        entries.delete(key)
        entries.set(key, hit)
        return hit.value as T
      }
      const inFlight = pending.get(key)
      if (inFlight) return inFlight.work as Promise<T>
      const startedAt = versionOf(areas)
      stats.reads += 1
      const work = read().then((value) => {
        deepFreeze(value)
        if (startedAt === versionOf(areas)) {
          entries.delete(key)
          entries.set(key, { value, storedAt: now(), areas })
          while (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
        }
        return value
      })
      pending.set(key, { work, areas })
      try {
        return await work
      } finally {
        if (pending.get(key)?.work === work) pending.delete(key)
      }
    },
    /** Forgets the reads of one content area, or every read. */
    clear(area?: string) {
      if (area === undefined) {
        generation += 1
        entries.clear()
        pending.clear()
        return
      }
      areaGenerations.set(area, (areaGenerations.get(area) ?? 0) + 1)
      for (const [key, entry] of entries) if (entry.areas.includes(area)) entries.delete(key)
      for (const [key, read] of pending) if (read.areas.includes(area)) pending.delete(key)
    },
  }
}

export type ReadCache = ReturnType<typeof createReadCache>
