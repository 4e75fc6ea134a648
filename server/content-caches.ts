import { startContentNotifications } from '../platform/db/notify'
import { createPageCache } from '../platform/page-cache'
import { createReadCache } from '../platform/read-cache'
import { createResponseCache } from '../platform/response-cache'
import type { ContentArea, ContentChanges } from '../platform/content-changes'

/**
 * What the built server keeps in memory of the public site: rendered pages (the page cache) and the data they are
 * made of (the read cache, docs/decisions/0008). Both are emptied together by every content write on this
 * server and, with several servers on one PostgreSQL, by a write on any of them (LISTEN/NOTIFY).
 */
export function createContentCaches(options: {
  events: ContentChanges
  /** The shared PostgreSQL server, when there is one. */
  databaseUrl?: string
  log?: (message: string) => void
}) {
  const pages = createPageCache()
  const reads = createReadCache()
  const responses = createResponseCache()
  // Pages are rendered from many areas and all go; reads and API answers go only where the write was.
  const forget = (area?: ContentArea) => {
    pages.clear()
    reads.clear(area)
    responses.clear(area)
  }
  const stopListening = options.events.onChange(forget)
  const notifications = options.databaseUrl
    ? startContentNotifications({
        url: options.databaseUrl,
        events: options.events,
        onRemoteChange: forget,
        log: options.log,
      })
    : undefined
  return {
    pages,
    reads,
    responses,
    /** Resolves once changes from other servers are heard (at once without a shared server). */
    ready: notifications?.ready ?? Promise.resolve(),
    async close() {
      stopListening()
      await notifications?.close()
    },
  }
}

export type ContentCaches = ReturnType<typeof createContentCaches>
