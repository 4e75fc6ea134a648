import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

export type RenderedPage = {
  status: number
  headers: Record<string, string>
  body: Buffer
}

export type CachedPage = RenderedPage & {
  etag: string
  /** Replaced once by a smaller encoding of the same bytes when the background pass is done (see fill). */
  br: Buffer
  gzip: Buffer
  storedAt: number
  /**
   * How often it was answered from the cache since it was stored. Only a page read again is worth its best brotli
   * pass: the back-office's edit → look → edit does not pay ~55 ms of a core for pages nobody reads twice.
   */
  reads: number
}

type Options = {
  /** Most pages kept at once; the least recently used go first. */
  maxEntries?: number
  /** Pages also expire with time, since what they show depends on the date (upcoming events, the year). */
  ttlMs?: number
  now?: () => number
  /**
   * How long a page must stay cached before its best brotli pass is spent on it. The pass takes ~55 ms of a core
   * for the home page; run at once, it competed with the very renders that follow a run of edits (each write
   * empties the cache) on a 2-core machine, and made the outliers of the first view after a write
   * (docs/decisions/0015). A page that survives this long, and is read again from the cache, is worth it.
   */
  bestPassDelayMs?: number
  /** How many of the pages visitors asked for since the previous write are rendered again after one (see clear). */
  refreshCount?: number
}

type Refresher = {
  render: (key: string) => Promise<RenderedPage>
  isCacheable: (page: RenderedPage) => boolean
  /** A page rendered again is stored; `previous` is the page it replaces (server/ssr.ts prepares its headers). */
  onStored?: (page: CachedPage, previous: CachedPage | undefined) => void
}

/**
 * Brotli qualities. A fill, or a page that is not cached, must not keep its visitor waiting: quality 4 takes
 * ~0.6 ms for the home page (67 KB) and gives 12.3 KB. Quality 11 gives 10.1 KB but takes ~55 ms, so for a cached
 * page it runs after the page is stored and replaces the first encoding for every later hit, since bytes are what
 * bounds hits/s (docs/decisions/0006).
 */
export const FAST_BROTLI = 4
const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_LGWIN]: windowBits(body.length),
    },
  })

/**
 * The smallest brotli window that holds the whole page (the same bytes come out). The default window (4 MB) is
 * memory the encoder allocates per page and V8 counts as external memory: with the built server's heap settings
 * (server/launcher.ts) it set off a full collection every ~90 ms under uncached renders, 118 instead of 265
 * renders/s of the home page at 10 clients (docs/decisions/0008).
 */
function windowBits(length: number): number {
  return Math.min(22, Math.max(16, Math.ceil(Math.log2(length + 1))))
}

/**
 * Rendered public pages kept in memory with their brotli and gzip forms, compressed once per fill. Concurrent
 * misses for one page render it once. `clear()` is called on every content write.
 */
export function createPageCache({
  maxEntries = 500,
  ttlMs = 5 * 60 * 1000,
  now = Date.now,
  bestPassDelayMs = 2000,
  refreshCount = 8,
}: Options = {}) {
  const entries = new Map<string, CachedPage>()
  const pending = new Map<string, Promise<CachedPage | RenderedPage>>()
  let generation = 0
  const stats = { hits: 0, misses: 0, fills: 0, recompressed: 0 }
  // Pages waiting for their best brotli pass, done one at a time so a refill of many pages after a write does
  // not take the cores from the renders.
  const toRecompress: { key: string; page: CachedPage; due: number }[] = []
  let recompressing: Promise<void> | undefined
  let refresher: Refresher | undefined
  // The page each key had before the write, for the refresher's onStored (what it was sent with).
  const previousOf = new Map<string, CachedPage>()
  let toRefresh: string[] = []
  let refreshing: Promise<void> | undefined
  let refreshingKey: string | undefined
  // How often visitors asked for each page since the last write through get() (misses, and requests that joined a
  // render under way); hits are counted on the page itself (`reads`), so the fast path pays nothing more. With
  // those, what clear() renders again, the most asked for first. Bounded: requests for ever new addresses cannot
  // grow it.
  const asked = new Map<string, number>()
  function askedFor(key: string) {
    const count = asked.get(key)
    if (count === undefined && asked.size >= maxEntries) asked.delete(asked.keys().next().value!)
    asked.set(key, (count ?? 0) + 1)
  }
  const demand = ([key, page]: [string, CachedPage]) => page.reads + (asked.get(key) ?? 0)

  function refreshLater(keys: string[]): Promise<void> {
    // What was still to be rendered again, or was being rendered (its result is now stale), goes on the list too.
    const waiting = refreshingKey === undefined ? toRefresh : [refreshingKey, ...toRefresh]
    toRefresh = [...new Set([...keys, ...waiting])].slice(0, refreshCount)
    refreshing ??= (async () => {
      // After the rest of the write's own work (its other listeners, its other areas' clears).
      await new Promise((resolve) => setImmediate(resolve))
      for (let key = toRefresh.shift(); key !== undefined; key = toRefresh.shift()) {
        const how = refresher
        const previous = previousOf.get(key)
        previousOf.delete(key)
        if (!how || entries.has(key)) continue
        refreshingKey = key
        const page = await load(key, () => how.render(key), how.isCacheable).catch(() => undefined)
        refreshingKey = undefined
        if (page && isCachedPage(page) && entries.get(key) === page) how.onStored?.(page, previous)
      }
    })().finally(() => (refreshing = undefined))
    return refreshing
  }

  async function fill(page: RenderedPage): Promise<CachedPage> {
    // gzip level 6: the same size as level 9 within 0.5 % for these pages, in a third of the time.
    const [br, gzip] = await Promise.all([brotliAt(page.body, FAST_BROTLI), gz(page.body, { level: 6 })])
    const etag = `"${createHash('sha1').update(page.body).digest('base64url')}"`
    return { ...page, etag, br, gzip, storedAt: now(), reads: 0 }
  }

  /** A hit: the first read of a page from the cache makes it worth its best brotli pass. */
  function readAgain(key: string, page: CachedPage) {
    if (page.reads++ === 0) recompressLater(key, page)
  }

  function recompressLater(key: string, page: CachedPage) {
    const due = performance.now() + Math.max(0, bestPassDelayMs - (now() - page.storedAt))
    toRecompress.push({ key, page, due })
    recompressing ??= (async () => {
      for (let next = toRecompress.shift(); next; next = toRecompress.shift()) {
        // Once the response that filled the page has been sent, and the page has outlived the writes around it.
        const wait = next.due - performance.now()
        await new Promise((resolve) => (wait > 0 ? setTimeout(resolve, wait).unref() : setImmediate(resolve)))
        const { key, page } = next
        // A page dropped by a write or pushed out meanwhile is not worth the work.
        if (entries.get(key) !== page) continue
        const best = await brotliAt(page.body, constants.BROTLI_MAX_QUALITY).catch(() => undefined)
        if (best && best.length < page.br.length) {
          page.br = best
          stats.recompressed += 1
        }
      }
    })().finally(() => (recompressing = undefined))
  }

  /** The cached page for a key, or the result of rendering it (once for concurrent callers). */
  async function load(
    key: string,
    render: () => Promise<RenderedPage>,
    isCacheable: (page: RenderedPage) => boolean,
  ): Promise<CachedPage | RenderedPage> {
    const hit = entries.get(key)
    if (hit && now() - hit.storedAt < ttlMs) {
      stats.hits += 1
      // Refresh its place in the LRU order.
      entries.delete(key)
      entries.set(key, hit)
      readAgain(key, hit)
      return hit
    }
    stats.misses += 1
    const inFlight = pending.get(key)
    if (inFlight) return inFlight
    const startedIn = generation
    const work = (async () => {
      const page = await render()
      if (!isCacheable(page)) return page
      const cached = await fill(page)
      stats.fills += 1
      // A write that happened while rendering makes this page stale before it is stored.
      if (startedIn === generation) {
        entries.delete(key)
        entries.set(key, cached)
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
      }
      return cached
    })()
    pending.set(key, work)
    try {
      return await work
    } finally {
      pending.delete(key)
    }
  }

  const cache = {
    stats,
    get size() {
      return entries.size
    },
    /** The fresh cached page for a key, if there is one, without rendering (the fast path for hits). */
    peek(key: string): CachedPage | undefined {
      const hit = entries.get(key)
      if (!hit || now() - hit.storedAt >= ttlMs) return undefined
      stats.hits += 1
      entries.delete(key)
      entries.set(key, hit)
      readAgain(key, hit)
      return hit
    },
    /**
     * The cached page for a key, or the result of rendering it. Only what `isCacheable` accepts is stored;
     * anything else is returned as rendered, uncompressed.
     */
    async get(
      key: string,
      render: () => Promise<RenderedPage>,
      isCacheable: (page: RenderedPage) => boolean,
    ): Promise<CachedPage | RenderedPage> {
      askedFor(key)
      return load(key, render, isCacheable)
    },
    /**
     * Forgets every page (a content write). Then, when a refresher is set (server/ssr.ts), the pages visitors asked
     * for since the previous write (and that were cached) are rendered again, one at a time, the most asked for
     * first, so that the first visitor after an edit finds them ready instead of waiting for a render
     * (docs/decisions/0015). A page rendered again that nobody then asks for is not rendered after the next write.
     * A write during the refresh starts it over with the pages of that moment. Resolves once the refresh is done
     * (the write's response waits for it, within a budget: server/content-caches.ts).
     */
    clear(): Promise<void> {
      const wanted = [...entries]
        .filter((entry) => demand(entry) > 0)
        .reverse() // the most recently used first among equals
        .sort((a, b) => demand(b) - demand(a))
        .map(([key]) => key)
        .slice(0, refreshCount)
      asked.clear()
      for (const key of wanted) previousOf.set(key, entries.get(key)!)
      generation += 1
      entries.clear()
      toRecompress.length = 0
      // Renders started before the write may finish, but nobody else waits for them any more.
      pending.clear()
      return refresher ? refreshLater(wanted) : Promise.resolve()
    },
    /** How pages are rendered again after a write, by key (server/ssr.ts, the built server only). */
    setRefresher(
      render: Refresher['render'],
      isCacheable: Refresher['isCacheable'],
      onStored?: Refresher['onStored'],
    ) {
      refresher = { render, isCacheable, onStored }
    },
    /** Resolves once the pages being rendered again after a write are done (tests). */
    async refreshed() {
      while (refreshing) await refreshing
    },
    /** Resolves once the background compression of the stored pages is done (tests and the bench wait on it). */
    async settled() {
      while (recompressing) await recompressing
    },
  }
  return cache
}

export type PageCache = ReturnType<typeof createPageCache>

export function isCachedPage(page: CachedPage | RenderedPage): page is CachedPage {
  return 'etag' in page
}

/** Browsers send a handful of distinct Accept-Encoding headers: each is read once (a hit is a few µs in all). */
const negotiated = new Map<string, 'br' | 'gzip' | undefined>()

/** The best encoding the client accepts among br, gzip and none. */
export function negotiateEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined
  const known = negotiated.get(acceptEncoding)
  if (known !== undefined || negotiated.has(acceptEncoding)) return known
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name!.trim(), q ? Number(q.slice(2)) : 1)
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0
  const best = weight('br') > 0 ? 'br' : weight('gzip') > 0 ? 'gzip' : undefined
  // Bounded: a client sending a new header each time cannot grow it.
  if (negotiated.size >= 256) negotiated.clear()
  negotiated.set(acceptEncoding, best)
  return best
}

/** Content types worth compressing when sent. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|ld\+json|rss\+xml)|image\/svg\+xml)/i

/**
 * A response that is not cached (a 404 page, an error page, a redirect's body, the sitemap), compressed for the
 * client at a quality that costs about a millisecond; undefined when it is not worth it or not accepted.
 */
export async function compressForClient(
  page: RenderedPage,
  acceptEncoding: string | undefined,
): Promise<{ encoding: 'br' | 'gzip'; body: Buffer } | undefined> {
  if (page.body.length < 1024 || !COMPRESSIBLE.test(page.headers['content-type'] ?? '')) return undefined
  const encoding = negotiateEncoding(acceptEncoding)
  if (!encoding) return undefined
  const body = encoding === 'br' ? await brotliAt(page.body, FAST_BROTLI) : await gz(page.body, { level: 6 })
  return { encoding, body }
}
