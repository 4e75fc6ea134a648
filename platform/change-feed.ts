import type { ServerResponse } from 'node:http'
import { z } from 'zod'
import { ACCESS } from './auth/access'
import type { ContentArea } from './content-changes'
import { apiRoutes, errorsOf } from './http/route-kit'

/** What a back-office list is told: the areas that changed, or `null` for "anything may have" (a reconnect). */
export type ChangedAreas = ContentArea[] | null

/** How long changes are gathered before they are sent: a save of an item and its parts is one event. */
export const CHANGE_BATCH_MS = 150
/** A comment line this often keeps proxies from closing a quiet stream (and finds dead connections). */
export const HEARTBEAT_MS = 25_000

/**
 * The changes the back-office's open screens are told of (docs/product.md#live-lists): the content areas written
 * on this server (a save, a scheduled publish by the job worker) or on another (LISTEN/NOTIFY), and areas of
 * their own that are no content (the 404 log, when its counts are added). Gathered for CHANGE_BATCH_MS, then sent
 * to every open stream. Costs nothing while nobody listens, and nothing on the public request path: it hears the
 * writes' announcements, after their commit.
 */
export function createChangeFeed(options: { batchMs?: number } = {}) {
  const listeners = new Set<(areas: ChangedAreas) => void>()
  const streams = new Set<ServerResponse>()
  // undefined: nothing pending; null: anything may have changed.
  let pending: Set<ContentArea> | null | undefined
  let timer: NodeJS.Timeout | undefined

  function send() {
    timer = undefined
    const areas = pending === null ? null : [...(pending ?? [])]
    pending = undefined
    for (const listener of listeners) listener(areas)
  }

  return {
    /** Something changed in `area` (none: anything may have). */
    push(area?: ContentArea) {
      if (listeners.size === 0) return
      if (area === undefined) pending = null
      else if (pending !== null) (pending ??= new Set()).add(area)
      timer ??= setTimeout(send, options.batchMs ?? CHANGE_BATCH_MS)
    },
    /** Told of each batch of changes; returns the unsubscribe. */
    listen(listener: (areas: ChangedAreas) => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** Keeps an open stream, ended when the server closes (an open stream would keep it from closing). */
    keep(stream: ServerResponse) {
      streams.add(stream)
      stream.on('close', () => streams.delete(stream))
    },
    /** How many streams are open. */
    get open() {
      return streams.size
    },
    /** Ends every open stream (the server is closing). */
    close() {
      clearTimeout(timer)
      timer = undefined
      for (const stream of streams) stream.end()
      streams.clear()
    },
  }
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>

/** One server-sent event. */
const eventOf = (areas: ChangedAreas) => `event: change\ndata: ${JSON.stringify({ areas })}\n\n`

/**
 * `GET /api/changes/stream` (docs/product.md#live-lists): a server-sent event stream of the changes, for the roles
 * whose screens show content. The back-office reads it with fetch (its token is a header, which EventSource cannot
 * send) and refreshes the lists each change concerns. It opens with `retry` and a comment, then `event: change`
 * with `{ areas }` per batch, and a comment every HEARTBEAT_MS.
 */
export const changeStreamRoutes = apiRoutes<{ feed: ChangeFeed; heartbeatMs?: number }>(
  ['Changes'],
  ACCESS.content,
  async (api, { feed, heartbeatMs = HEARTBEAT_MS }) => {
    api.get('/changes/stream', {
      summary:
        'A server-sent event stream of content changes (event "change", data { areas: string[] | null }) for the back-office’s lists',
      produces: ['text/event-stream'],
      response: z.any().describe('text/event-stream'),
      errors: errorsOf(401, 403),
      handler: async (request, reply) => {
        reply.hijack()
        const stream = reply.raw
        stream.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-accel-buffering': 'no',
          'x-content-type-options': 'nosniff',
        })
        stream.write('retry: 3000\n: connected\n\n')
        const stop = feed.listen((areas) => stream.write(eventOf(areas)))
        const heartbeat = setInterval(() => stream.write(': ping\n\n'), heartbeatMs)
        heartbeat.unref()
        feed.keep(stream)
        const end = () => {
          stop()
          clearInterval(heartbeat)
        }
        stream.on('close', end)
        request.raw.on('close', () => {
          end()
          stream.end()
        })
      },
    })
  },
)
