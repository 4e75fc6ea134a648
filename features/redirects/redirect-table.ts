import type { SlugChange } from '../../platform/addresses'
import type { Hit } from '../../platform/cached-response'
import type { ContentArea, ContentChanges } from '../../platform/content-changes'
import type { Database } from '../../platform/db/database'
import { type Edge, follow, targetPath } from './redirect-graph'
import { addRedirectHits, allRedirectEdges } from './redirects.repository'
import type { RedirectStatus } from './redirects.schema'

/** The content area a redirect write announces: every server's table is built again. */
export const REDIRECTS_AREA = 'redirects'

/**
 * Redirects the site derives from its content rather than keeps by hand (a service's old addresses after its slug
 * changed): loaded with the table, built again when one of `areas` changes, always 301, hits not stored.
 */
export type RedirectSource = {
  name: string
  areas: ContentArea[]
  load(db: Database): Promise<Array<{ from: string; to: string }>>
  /**
   * The entries the Redirects screen lists as automatic, each with the item it is for (a slug change's old
   * address); a source without it is served but not listed (a page's address by id is no change anyone made).
   */
  listed?(db: Database): Promise<ListedEntry[]>
}

/**
 * A source's entry as the Redirects screen lists it: the item whose address it keeps, and since when. The listed
 * entries are the slug changes (platform/addresses.ts), so they have its shape.
 */
export type ListedEntry = SlugChange

/** Where a served redirect comes from: a row of the redirect manager, or a source. */
export type RedirectOrigin = { kind: 'manual'; id: string } | { kind: 'source'; name: string }

/** What the table answers for a path: the target after every hop (the chain collapsed), and where it comes from. */
export type RedirectMatch = { from: string; to: string; status: RedirectStatus; origin: RedirectOrigin }

type Served = RedirectMatch & {
  /** Headers that do not depend on the request (the Location does, by its query). */
  headers: string[]
  /** Whether the target is a path of this site without a query of its own: the request's query is added. */
  takesQuery: boolean
}

const CACHE_CONTROL: Record<RedirectStatus, string> = {
  301: 'public, max-age=3600',
  302: 'no-store',
}
/** How often counted hits are added to the database (and at close). */
export const HITS_FLUSH_MS = 10_000
// A query is passed on only when it is plain printable ASCII (the socket path reads raw request lines).
const PLAIN_QUERY = /^\?[\x21-\x7e]*$/

/** A From as the table keys it: no trailing slash but `/`. */
function pathKey(path: string): string {
  let key = path
  while (key.length > 1 && key.endsWith('/')) key = key.slice(0, -1)
  return key
}

/**
 * The redirects every request is checked against, in memory (docs/decisions/0023-redirects.md): the rows of the
 * redirect manager and the entries of the registered sources, each served in one hop (chains collapsed), with
 * prepared headers, before any page is rendered and without a database query. Hits are counted in memory and
 * added to the rows in batches (`hits + n`, so several servers add up). Built at start, and again after a write
 * of redirects or of a source's areas on this server or (LISTEN/NOTIFY, server/content-caches.ts) on another.
 */
export function createRedirectTable(options: {
  db: Database
  changes?: ContentChanges
  sources?: RedirectSource[]
  log?: (message: string) => void
  flushEveryMs?: number
}) {
  const { db, log } = options
  const sources = [...(options.sources ?? [])]
  let served = new Map<string, Served>()
  let derived = new Map<string, Edge & { source: string }>()
  const hits = new Map<string, { count: number; lastAt: Date }>()

  function build(rows: Awaited<ReturnType<typeof allRedirectEdges>>, fromSources: typeof derived) {
    const manualEdges = new Map<string, Edge & { id: string }>()
    for (const row of rows) manualEdges.set(row.from, { to: row.to, status: row.status, id: row.id })
    // A hand-made redirect wins over a source's entry for the same path.
    const edges = new Map<string, Edge>(fromSources)
    for (const [from, edge] of manualEdges) edges.set(from, edge)
    const next = new Map<string, Served>()
    for (const [from, edge] of edges) {
      const followed = follow(edges, from)
      if (!followed || followed.loop) {
        // Only a source's entries can close a loop the writes refused (a slug given back): not served.
        log?.(`redirects: ${from} is not served, its chain loops (${followed?.path.join(' → ')})`)
        continue
      }
      const row = manualEdges.get(from)
      const origin: RedirectOrigin = row
        ? { kind: 'manual', id: row.id }
        : { kind: 'source', name: (edge as Edge & { source: string }).source }
      const status = followed.status
      next.set(from, {
        from,
        to: followed.to,
        status,
        origin,
        takesQuery: targetPath(followed.to) !== undefined && !followed.to.includes('?'),
        headers: [
          'cache-control',
          CACHE_CONTROL[status],
          'content-type',
          'text/plain; charset=utf-8',
          'x-content-type-options',
          'nosniff',
        ],
      })
    }
    derived = fromSources
    served = next
  }

  async function loadSources() {
    const entries = new Map<string, Edge & { source: string }>()
    for (const source of sources) {
      for (const entry of await source.load(db)) {
        if (!entry.from.startsWith('/') || entry.from.startsWith('//')) continue
        const from = pathKey(entry.from)
        if (from !== entry.to && !entries.has(from)) {
          entries.set(from, { to: entry.to, status: 301, source: source.name })
        }
      }
    }
    return entries
  }

  // One build at a time; changes heard meanwhile make one more after it (which reads everything again).
  let running: Promise<void> | undefined
  let again = false
  function reload(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        try {
          build(await allRedirectEdges(db), await loadSources())
        } catch (error) {
          log?.(`redirects: could not load the redirects: ${(error as Error).message}`)
        }
      } while (again)
    })().finally(() => {
      running = undefined
      // A change heard after the last build had started reading, but after its loop ended.
      if (again) void reload()
    })
    return running
  }

  /** Whether a change of `area` concerns the table. */
  const concerns = (area: ContentArea) =>
    area === REDIRECTS_AREA || sources.some((source) => source.areas.includes(area))

  async function flush() {
    if (hits.size === 0) return
    const batch = [...hits].map(([id, { count, lastAt }]) => ({ id, count, lastAt }))
    hits.clear()
    try {
      await addRedirectHits(db, batch)
    } catch (error) {
      // Kept for the next flush (the database may be restarting).
      for (const { id, count, lastAt } of batch) {
        const kept = hits.get(id)
        hits.set(id, {
          count: count + (kept?.count ?? 0),
          lastAt: kept && kept.lastAt > lastAt ? kept.lastAt : lastAt,
        })
      }
      log?.(`redirects: could not add the hits: ${(error as Error).message}`)
    }
  }

  let timer: NodeJS.Timeout | undefined
  let stopListening: (() => void) | undefined

  return {
    /** Registers a source (the composition root, at start); its entries are served from the next load. */
    addSource(source: RedirectSource) {
      sources.push(source)
    },
    /** Builds the table again from the database and every source (at start, after a reconnect). */
    load: () => reload(),
    /** Builds again what a change of these areas concerns; resolves once the new table is in place. */
    changed(area?: ContentArea) {
      return area === undefined || concerns(area) ? reload() : Promise.resolve()
    },
    /** What a request for `path` is answered with (its trailing slash ignored): a manual row or a source's entry. */
    find(path: string): RedirectMatch | undefined {
      const entry = served.get(path) ?? served.get(pathKey(path))
      return entry && { from: entry.from, to: entry.to, status: entry.status, origin: entry.origin }
    },
    /**
     * The sources' listed entries (newest first), each with where the table sends it now: the item's current
     * address, or further when a redirect by hand takes it on from there.
     */
    async listed(): Promise<ListedEntry[]> {
      const entries: ListedEntry[] = []
      for (const source of sources) entries.push(...((await source.listed?.(db)) ?? []))
      return entries.map((entry) => ({ ...entry, to: served.get(pathKey(entry.from))?.to ?? entry.to }))
    },
    /** The sources' entries only (a write's loop check adds the rows it reads in its transaction). */
    sourceEdges(): Map<string, Edge> {
      return new Map([...derived].map(([from, { to, status }]) => [from, { to, status }]))
    },
    get size() {
      return served.size
    },
    /**
     * The fast path (platform/cached-response.ts): the redirect for a GET or HEAD of a page path, ready to send,
     * its hit counted; undefined when the path has none. The request's query is added to a path target that has
     * none of its own.
     */
    answer(method: 'GET' | 'HEAD', url: string): Hit | undefined {
      if (served.size === 0) return undefined
      const queryAt = url.indexOf('?')
      const path = queryAt === -1 ? url : url.slice(0, queryAt)
      const entry =
        served.get(path) ?? (path.length > 1 && path.endsWith('/') ? served.get(pathKey(path)) : undefined)
      if (!entry) return undefined
      if (entry.origin.kind === 'manual') {
        const counted = hits.get(entry.origin.id)
        if (counted) {
          counted.count++
          counted.lastAt = new Date()
        } else hits.set(entry.origin.id, { count: 1, lastAt: new Date() })
      }
      const query = queryAt === -1 ? '' : url.slice(queryAt)
      const location =
        entry.takesQuery && query.length > 1 && PLAIN_QUERY.test(query) ? entry.to + query : entry.to
      return {
        status: entry.status,
        headers: [...entry.headers, 'location', location],
        body: Buffer.from(`Redirecting to ${location}\n`),
        isHead: method === 'HEAD',
      }
    },
    /** Hits counted and not yet added to the database. */
    pendingHits: () => [...hits.values()].reduce((sum, { count }) => sum + count, 0),
    /** Adds the counted hits to the rows (`hits + n`, the later last hit). */
    flush,
    /** Loads the table, listens for this server's writes, and adds hits every `flushEveryMs`. */
    async start() {
      stopListening ??= options.changes?.onChange((area) => this.changed(area))
      timer ??= setInterval(() => void flush(), options.flushEveryMs ?? HITS_FLUSH_MS)
      timer.unref()
      await reload()
    },
    /** Stops the timer and adds the hits counted so far. */
    async close() {
      stopListening?.()
      stopListening = undefined
      clearInterval(timer)
      timer = undefined
      await running
      await flush()
    },
  }
}

export type RedirectTable = ReturnType<typeof createRedirectTable>
