import type { Database } from '../../platform/db/database'
import { addNotFoundHits, trimNotFound } from './redirects.repository'
import { MAX_PATH_LENGTH } from './redirects.schema'

/** How often counted 404s are added to the database (and at close). */
export const NOT_FOUND_FLUSH_MS = 10_000
/** New paths counted between two flushes at most; more are not counted (a scanner's burst). */
export const MAX_NEW_PATHS_PER_FLUSH = 1_000
/** Paths the log keeps at most; the least recent go. */
export const MAX_NOT_FOUND_PATHS = 10_000
const MAX_REFERRER_LENGTH = 500

/** Paths that are never a page: the API, the back-office, built files, media, React Router's data requests. */
const NOT_PAGES = /^\/(api|assets|uploads|admin)(\/|$)|\.data$|^\/__manifest$/

// A page opened from a link with a token (a newsletter confirmation, an invitation) is one person's: its 404 says
// the token is stale, not that the page is missing.
const TOKEN_PARAMETER = /[?&]token=/i

/**
 * Whether a response says the page asked for does not exist: a 404, or the home page sent instead (docs/product.md
 * #routes: any path without a screen redirects to `/`; no other public route redirects there).
 */
export function isMissingPage(request: { method: string; url: string }, status: number, location: unknown) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (TOKEN_PARAMETER.test(request.url)) return false
  return status === 404 || (status === 302 && location === '/' && !/^\/?(\?|$)/.test(request.url))
}

/** The referrer as the log keeps it: its host and path only (no query: it may hold someone's token). */
export function referrerOf(value: string | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return `${url.host}${url.pathname}`.slice(0, MAX_REFERRER_LENGTH)
  } catch {
    return null
  }
}

/** What the back-office's lists are told when the 404 log has new counts (its query key, NOT_FOUND in the admin). */
export const NOT_FOUND_AREA = 'not-found'

/**
 * The 404 log (docs/product.md#redirects): public page requests answered 404, counted in memory and added to the
 * database in batches, bounded so that a scanner cannot fill it.
 */
export function createNotFoundLog(options: {
  db: Database
  log?: (message: string) => void
  flushEveryMs?: number
}) {
  const pending = new Map<string, { count: number; lastAt: Date; referrer: string | null }>()
  const added = new Set<() => void>()
  let timer: NodeJS.Timeout | undefined

  async function flush() {
    if (pending.size === 0) return
    const batch = [...pending].map(([path, counted]) => ({ path, ...counted }))
    pending.clear()
    try {
      await addNotFoundHits(options.db, batch)
      await trimNotFound(options.db, MAX_NOT_FOUND_PATHS)
      for (const listener of added) listener()
    } catch (error) {
      options.log?.(`404 log: could not record ${batch.length} paths: ${(error as Error).message}`)
    }
  }

  return {
    /** Counts a public page request answered 404 (its path without query, the referrer's host and path). */
    record(url: string, referrer?: string) {
      let path = url.split('?', 1)[0]!
      while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1)
      if (
        !path.startsWith('/') ||
        path.startsWith('//') ||
        path.length > MAX_PATH_LENGTH ||
        NOT_PAGES.test(path)
      )
        return
      const counted = pending.get(path)
      const lastAt = new Date()
      const from = referrerOf(referrer)
      if (counted) {
        counted.count++
        counted.lastAt = lastAt
        counted.referrer = from ?? counted.referrer
      } else if (pending.size < MAX_NEW_PATHS_PER_FLUSH) {
        pending.set(path, { count: 1, lastAt, referrer: from })
      }
    },
    /** Tells `listener` each time counts were added to the log (the back-office's open 404 log reads it again). */
    onAdded(listener: () => void) {
      added.add(listener)
      return () => void added.delete(listener)
    },
    /** Paths counted and not yet added. */
    get pending() {
      return pending.size
    },
    flush,
    start() {
      timer ??= setInterval(() => void flush(), options.flushEveryMs ?? NOT_FOUND_FLUSH_MS)
      timer.unref()
    },
    async close() {
      clearInterval(timer)
      timer = undefined
      await flush()
    },
  }
}

export type NotFoundLog = ReturnType<typeof createNotFoundLog>
