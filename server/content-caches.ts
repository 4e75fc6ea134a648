import { startContentNotifications } from '../platform/content-notifications'
import { createPageCache } from '../platform/page-cache'
import { createReadCache } from '../platform/read-cache'
import { createResponseCache } from '../platform/response-cache'
import type { ContentArea, ContentChanges } from '../platform/content-changes'

/** How long a content write waits at most for the public pages it made stale to be rendered again. */
export const WRITE_WAITS_MS = 500

/** Resolves when `work` does, or after `ms`, whichever comes first; never rejects. */
function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const elapsed = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
    timer.unref()
  })
  return Promise.race([
    work.then(
      () => undefined,
      () => undefined,
    ),
    elapsed,
  ]).finally(() => clearTimeout(timer))
}

/**
 * What the built server keeps in memory of the public site: rendered pages (the page cache) and the data they are
 * made of (the read cache, docs/decisions/0008). Both are emptied together by every content write on this
 * server and, with several servers on one PostgreSQL, by a write on any of them (LISTEN/NOTIFY).
 */
export function createContentCaches(options: {
  changes: ContentChanges
  /** The shared PostgreSQL server, when there is one. */
  databaseUrl?: string
  log?: (message: string) => void
  /** Areas no page, read or public answer is made of (redirects): their writes leave the caches as they are. */
  notShown?: readonly ContentArea[]
}) {
  const pages = createPageCache()
  const reads = createReadCache()
  const responses = createResponseCache()
  // Pages are rendered from many areas and all go; reads and API answers go only where the write was. Resolves
  // once the pages visitors were looking at are rendered again.
  const notShown = new Set(options.notShown)
  const forget = (area?: ContentArea) => {
    if (area !== undefined && notShown.has(area)) return Promise.resolve()
    const refreshed = pages.clear()
    reads.clear(area)
    responses.clear(area)
    return refreshed
  }
  // A write on this server answers once those pages are rendered again, or after WRITE_WAITS_MS (the rest is
  // finished in the background): the first visitor after an edit finds the page ready instead of waiting for its
  // render, and the editor's save pays for it (docs/decisions/0015). A write on another server is not waited for.
  const declared = new Set(options.changes.areas)
  // Others that keep something made of content (the redirect table) hear other servers' writes too.
  const remoteListeners = new Set<(area?: ContentArea) => unknown>()
  const stopListening = options.changes.onChange((area) => within(forget(area), WRITE_WAITS_MS))
  const notifications = options.databaseUrl
    ? startContentNotifications({
        url: options.databaseUrl,
        changes: options.changes,
        // An area this server's content types do not declare (another version's) may be anything: all goes.
        onRemoteChange: (area) => {
          void forget(area && declared.has(area) ? area : undefined)
          for (const listener of remoteListeners) listener(area)
        },
        log: options.log,
      })
    : undefined
  return {
    pages,
    reads,
    responses,
    /**
     * Tells `listener` of each change written on another server (no area: after a reconnect, anything may have
     * changed); nothing without a shared server.
     */
    onRemoteChange(listener: (area?: ContentArea) => unknown) {
      remoteListeners.add(listener)
      return () => void remoteListeners.delete(listener)
    },
    /** Resolves once changes from other servers are heard (at once without a shared server). */
    ready: notifications?.ready ?? Promise.resolve(),
    async close() {
      stopListening()
      await notifications?.close()
    },
  }
}

export type ContentCaches = ReturnType<typeof createContentCaches>
