import { afterCommit, currentUnitOfWork } from './db/unit-of-work'

/**
 * A part of the site's content ('services', 'events', 'company'): the content types declare them
 * (server/content-types.ts, platform/content-types.ts), writes announce them, caches forget by them.
 */
export type ContentArea = string

/** Told of each changed area; what it returns is waited for (see changed). */
type Listener = (area: ContentArea) => unknown

/**
 * Services announce every content write here; the public page cache listens and forgets what it rendered
 * (and, with several servers, passes the word on through PostgreSQL LISTEN/NOTIFY).
 */
export function createContentChanges(
  /** The areas the content types declare; an announcement of any other is a mistake in the code and throws. */
  areas?: readonly ContentArea[],
) {
  const known = areas && new Set(areas)
  const listeners = new Set<Listener>()
  // The areas each open unit of work has changed so far, announced together once it commits.
  const batches = new WeakMap<object, Set<ContentArea>>()

  /** Tells every listener of every area, then waits for what they return; a listener's failure fails nothing. */
  async function announce(areas: Iterable<ContentArea>) {
    const work: unknown[] = []
    for (const area of areas) {
      for (const listener of listeners) {
        try {
          work.push(listener(area))
        } catch {
          // A listener's failure fails nothing (the others are still told).
        }
      }
    }
    await Promise.allSettled(work)
  }

  return {
    /**
     * Announced once the write is committed: a page rendered before the commit cannot outlive it. A unit of work's
     * changes are announced together when it commits (every cache forgets first, then pages are rendered again
     * once), and the unit of work — so the write's response — waits for what the listeners return.
     */
    changed(area: ContentArea) {
      if (known && !known.has(area)) throw new Error(`No content type declares the area "${area}"`)
      const unit = currentUnitOfWork()
      if (!unit) return void announce([area])
      const batch = batches.get(unit)
      if (batch) return void batch.add(area)
      const areas = new Set([area])
      batches.set(unit, areas)
      afterCommit(() => announce(areas))
    },
    /** The areas declared, when they were given. */
    areas: areas ?? [],
    onChange(listener: Listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

export type ContentChanges = ReturnType<typeof createContentChanges>
