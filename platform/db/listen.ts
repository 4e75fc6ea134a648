import pg from 'pg'

/**
 * One LISTEN connection to a PostgreSQL channel, for what other servers (and the command line) announce with
 * NOTIFY. It reconnects by itself after a database restart, with a growing pause. While it is not listening,
 * messages are missed: `onLost` says so at once, and `onListening` says when it hears again, so that whoever keeps
 * something the messages would have changed can stop trusting it, then forget it.
 */
export function listenForNotifications(options: {
  url: string
  channel: string
  onMessage: (payload: string) => void
  /** Listening (again): every message from now on is heard. */
  onListening?: () => void
  /** The connection was lost (or could not be made): messages are missed until onListening. */
  onLost?: () => void
  log?: (message: string) => void
}) {
  if (!/^[a-z_][a-z0-9_]*$/.test(options.channel)) throw new Error(`not a channel name: ${options.channel}`)
  let client: pg.Client | undefined
  let closed = false
  let retryMs = 500
  let timer: NodeJS.Timeout | undefined

  const connect = async () => {
    if (closed) return
    const next = new pg.Client({ connectionString: options.url })
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onMessage(message.payload ?? '')
    })
    const reconnect = () => {
      if (closed || client !== next) return
      client = undefined
      next.removeAllListeners()
      next.on('error', () => undefined)
      void next.end().catch(() => undefined)
      options.onLost?.()
      timer = setTimeout(() => void connect(), retryMs)
      retryMs = Math.min(retryMs * 2, 30_000)
    }
    next.on('error', reconnect)
    next.on('end', reconnect)
    client = next
    try {
      await next.connect()
      await next.query(`listen ${options.channel}`)
      if (closed || client !== next) return
      retryMs = 500
      options.onListening?.()
    } catch (error) {
      options.log?.(`${options.channel}: cannot listen (${(error as Error).message}); retrying`)
      reconnect()
    }
  }

  const ready = connect()
  return {
    /** Resolves after the first attempt to listen (whether it succeeded or is being retried). */
    ready,
    /** The listening connection's backend process id (tests end it to see what a lost connection does). */
    async backendPid(): Promise<number | undefined> {
      const result = await client?.query<{ pid: number }>('select pg_backend_pid() as pid')
      return result?.rows[0]?.pid
    },
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      await client?.end().catch(() => undefined)
    },
  }
}

export type NotificationListener = ReturnType<typeof listenForNotifications>
