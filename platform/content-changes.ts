import { EventEmitter } from 'node:events'
import { afterCommit } from './db/unit-of-work'

export type ContentArea =
  'services' | 'categories' | 'events' | 'products' | 'team' | 'partners' | 'clients' | 'company'

/**
 * Services announce every content write here; the public page cache listens and forgets what it rendered
 * (and, with several servers, passes the word on through PostgreSQL LISTEN/NOTIFY).
 */
export function createContentChanges() {
  const emitter = new EventEmitter()
  return {
    /** Announced once the write is committed: a page rendered before the commit cannot outlive it. */
    changed(area: ContentArea) {
      afterCommit(() => emitter.emit('changed', area))
    },
    onChange(listener: (area: ContentArea) => void) {
      emitter.on('changed', listener)
      return () => emitter.off('changed', listener)
    },
  }
}

export type ContentChanges = ReturnType<typeof createContentChanges>
