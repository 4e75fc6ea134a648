import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { ContentArea, ContentChanges } from '../content-changes'

const CHANNEL = 'switchboard_content'

/**
 * Passes content changes between app servers that share one PostgreSQL: each write is announced with NOTIFY, and
 * every other server hears it on a LISTEN connection and calls `onRemoteChange` (it forgets its cached pages).
 * The listening connection reconnects by itself after a database restart.
 */
export function startContentNotifications(options: {
  url: string
  events: ContentChanges
  /** A change of this area on another server; no area: anything may have changed (after a reconnect). */
  onRemoteChange: (area?: ContentArea) => void
  log?: (message: string) => void
}) {
  const instance = randomUUID()
  let client: pg.Client | undefined
  let closed = false
  let retryMs = 500
  let timer: NodeJS.Timeout | undefined

  const publisher = new pg.Pool({ connectionString: options.url, max: 1, idleTimeoutMillis: 10_000 })
  publisher.on('error', (error) => options.log?.(`content notifications: ${error.message}`))

  const stopListening = options.events.onChange((area) => {
    publisher
      .query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ instance, area })])
      .catch((error: Error) =>
        options.log?.(`content notifications: could not announce a change: ${error.message}`),
      )
  })

  const connect = async () => {
    if (closed) return
    const next = new pg.Client({ connectionString: options.url })
    next.on('notification', (message) => {
      try {
        const { instance: sender, area } = JSON.parse(message.payload ?? '{}') as {
          instance?: string
          area?: ContentArea
        }
        if (sender !== instance && area) options.onRemoteChange(area)
      } catch {
        // Not ours: ignore.
      }
    })
    const reconnect = () => {
      if (closed || client !== next) return
      client = undefined
      next.removeAllListeners()
      void next.end().catch(() => undefined)
      // While disconnected, other servers' writes are not heard: forget everything once back, to be safe.
      timer = setTimeout(() => {
        void connect().then(() => options.onRemoteChange())
      }, retryMs)
      retryMs = Math.min(retryMs * 2, 30_000)
    }
    next.on('error', reconnect)
    next.on('end', reconnect)
    client = next
    try {
      await next.connect()
      await next.query(`listen ${CHANNEL}`)
      retryMs = 500
    } catch (error) {
      options.log?.(`content notifications: cannot listen (${(error as Error).message}); retrying`)
      reconnect()
    }
  }

  const ready = connect()
  return {
    ready,
    async close() {
      closed = true
      stopListening()
      if (timer) clearTimeout(timer)
      await client?.end().catch(() => undefined)
      await publisher.end().catch(() => undefined)
    },
  }
}
