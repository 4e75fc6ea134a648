import { afterCommit, currentUnitOfWork } from './db/unit-of-work'

export type ContentArea =
  'services' | 'categories' | 'events' | 'products' | 'team' | 'partners' | 'clients' | 'company'

/** Told of each changed area; what it returns is waited for (see changed). */
type Listener = (area: ContentArea) => unknown

/**
 * Services announce every content write here; the public page cache listens and forgets what it rendered
 * (and, with several servers, passes the word on through PostgreSQL LISTEN/NOTIFY).
 */
export function createContentChanges() {
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
      const unit = currentUnitOfWork()
      if (!unit) return void announce([area])
      const batch = batches.get(unit)
      if (batch) return void batch.add(area)
      const areas = new Set([area])
      batches.set(unit, areas)
      afterCommit(() => announce(areas))
    },
    onChange(listener: Listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

export type ContentChanges = ReturnType<typeof createContentChanges>
