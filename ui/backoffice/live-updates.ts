import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ACCESS, allows } from '../../platform/auth/access'
import { API_BASE } from './api-client'
import { useAuth } from './AuthProvider'
import { queryKeys } from './queries'
import { tokenStore } from './session'

/** The area the 404 log's new counts are announced under (features/redirects/not-found-log.ts). */
const NOT_FOUND_AREA = 'not-found'

/**
 * What a content change refreshes besides the lists of its own area (a content type's lists are kept under its
 * name, ui/backoffice/queries.ts contentReads): the Draft badges, the Trash, the schedules (a scheduled change ran),
 * the redirects (a slug change makes one) and the audit log.
 */
const WITH_ANY_CONTENT = [queryKeys.drafts[0], queryKeys.trash[0], 'schedules', 'redirects', 'audit']

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i

/**
 * Whether a change of `areas` (null: anything may have changed) concerns a query: the lists and counts kept under
 * an area's key. One item's reads (a key naming an id, alone or in a path) are left alone: an edit form open on it keeps what it shows
 * (the person's own typing is theirs; the leave guard and the server's checks handle a colleague's save).
 */
export function concerns(areas: readonly string[] | null, queryKey: readonly unknown[]): boolean {
  if (queryKey.some((part) => typeof part === 'string' && UUID.test(part))) return false
  if (areas === null) return true
  const first = queryKey[0]
  if (typeof first !== 'string') return false
  if (areas.includes(first)) return true
  return areas.some((area) => area !== NOT_FOUND_AREA) && WITH_ANY_CONTENT.includes(first)
}

/** Marks what a change concerns as stale: the lists on screen read again, the others when next shown. */
export function refreshChanged(client: QueryClient, areas: readonly string[] | null) {
  return client.invalidateQueries({ predicate: (query: Query) => concerns(areas, query.queryKey) })
}

/**
 * Reads server-sent events from `text` (what the stream has sent, perhaps ending in a part of an event): the
 * `change` events' areas, and what is left over for the next chunk.
 */
export function readEvents(text: string): { changes: (string[] | null)[]; rest: string } {
  const blocks = text.split('\n\n')
  const rest = blocks.pop() ?? ''
  const changes: (string[] | null)[] = []
  for (const block of blocks) {
    const lines = block.split('\n')
    if (!lines.includes('event: change')) continue
    const data = lines.find((line) => line.startsWith('data: '))
    try {
      const parsed = JSON.parse(data?.slice(6) ?? '') as { areas?: unknown }
      changes.push(Array.isArray(parsed.areas) ? parsed.areas.map(String) : null)
    } catch {
      changes.push(null)
    }
  }
  return { changes, rest }
}

/** How long to wait before the nth attempt to open the stream again: 1 s, 2 s, 4 s… up to 30 s. */
export const retryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1))

/**
 * Keeps the back-office's lists current (docs/product.md#live-lists): while someone who edits content is signed
 * in, reads GET /api/changes/stream (with fetch: the token is a header, which EventSource cannot send) and marks
 * what each change concerns as stale, so a list on screen shows a scheduled publish, a colleague's save or a new
 * 404 without a reload. Opened again after a lost connection (then everything is read again: changes may have
 * been missed); not while the session is refused.
 */
export function useLiveUpdates() {
  const client = useQueryClient()
  const { status, admin, isExpired } = useAuth()
  const listens = status === 'signedIn' && !isExpired && allows(ACCESS.content, admin?.role)

  useEffect(() => {
    if (!listens) return
    const stop = new AbortController()
    let attempt = 0
    let timer: ReturnType<typeof setTimeout> | undefined

    async function open() {
      const token = tokenStore.read().token
      if (!token || stop.signal.aborted) return
      let refused = false
      try {
        const response = await fetch(`${API_BASE}/changes/stream`, {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          signal: stop.signal,
          cache: 'no-store',
        })
        refused = response.status === 401 || response.status === 403
        // Only the stream itself counts as opened (not a 204 or a page a proxy answered instead).
        const isStream =
          response.status === 200 && response.headers.get('content-type')?.startsWith('text/event-stream')
        if (!isStream || !response.body) throw new Error(`stream answered ${response.status}`)
        // Opened again after a loss: what changed meanwhile was not heard.
        if (attempt > 0) void refreshChanged(client, null)
        attempt = 0
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
        let buffered = ''
        for (;;) {
          const { done, value } = await reader.read()
          if (done) break
          const { changes, rest } = readEvents(buffered + value)
          buffered = rest
          for (const areas of changes) void refreshChanged(client, areas)
        }
      } catch {
        // Lost, refused or stopped: tried again below unless stopped or refused.
      }
      // A refused session is the session dialog's business; signing in again opens the stream anew.
      if (stop.signal.aborted || refused) return
      attempt++
      timer = setTimeout(() => void open(), retryDelay(attempt))
    }

    void open()
    return () => {
      stop.abort()
      clearTimeout(timer)
    }
  }, [listens, client, admin?._id])
}

/** Renders nothing: keeps the lists of the signed-in shell current (useLiveUpdates). */
export function LiveUpdates() {
  useLiveUpdates()
  return null
}
