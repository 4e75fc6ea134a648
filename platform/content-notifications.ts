import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { ContentArea, ContentChanges } from './content-changes'
import { listenForNotifications } from './db/listen'

const CHANNEL = 'switchboard_content'

/**
 * Passes content changes between app servers that share one PostgreSQL: each write is announced with NOTIFY, and
 * every other server hears it on a LISTEN connection (platform/db/listen.ts) and calls `onRemoteChange` (it
 * forgets its cached pages). The listening connection reconnects by itself after a database restart; what was
 * kept goes on being served while it is away, and is all forgotten once it listens again (writes made meanwhile
 * were not heard).
 */
export function startContentNotifications(options: {
  url: string
  changes: ContentChanges
  /** A change of this area on another server; no area: anything may have changed (after a reconnect). */
  onRemoteChange: (area?: ContentArea) => void
  log?: (message: string) => void
}) {
  const instance = randomUUID()
  const publisher = new pg.Pool({ connectionString: options.url, max: 1, idleTimeoutMillis: 10_000 })
  publisher.on('error', (error) => options.log?.(`content notifications: ${error.message}`))

  const stopAnnouncing = options.changes.onChange((area) => {
    publisher
      .query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ instance, area })])
      .catch((error: Error) =>
        options.log?.(`content notifications: could not announce a change: ${error.message}`),
      )
  })

  let missed = false
  const listener = listenForNotifications({
    url: options.url,
    channel: CHANNEL,
    onMessage: (payload) => {
      try {
        const { instance: sender, area } = JSON.parse(payload || '{}') as {
          instance?: string
          area?: ContentArea
        }
        if (sender !== instance && area) options.onRemoteChange(area)
      } catch {
        // Not ours: ignore.
      }
    },
    onLost: () => {
      missed = true
    },
    onListening: () => {
      // While it was not listening, other servers' writes were not heard: forget everything, to be safe.
      if (missed) options.onRemoteChange()
      missed = false
    },
    log: options.log && ((message) => options.log!(`content notifications: ${message}`)),
  })

  return {
    /** Resolves after the first attempt to listen. */
    ready: listener.ready,
    /** The listening connection's backend process id (tests end it). */
    backendPid: () => listener.backendPid(),
    async close() {
      stopAnnouncing()
      await listener.close()
      await publisher.end().catch(() => undefined)
    },
  }
}
