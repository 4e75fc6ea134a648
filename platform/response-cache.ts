import { createPageCache, type CachedPage, type PageCache } from './page-cache'
import type { ContentArea } from './content-changes'

/**
 * Whole answers of the public API (`GET /api/services/active`, a category with its events…), kept like pages:
 * the JSON body with its brotli and gzip forms compressed once per fill, an ETag, concurrent misses answered by
 * one read (docs/decisions/0015). Each answer is kept with the content areas it is made of, as the read cache
 * keeps reads (docs/decisions/0008): a write forgets the answers of its own area only, on this server and,
 * through LISTEN/NOTIFY, on the others (server/content-caches.ts).
 *
 * One page cache per set of areas (there are six or so): forgetting an area empties the caches whose set names
 * it, and each keeps at most `maxEntries` answers, so query variants cannot fill memory.
 */
export function createResponseCache({ maxEntries = 200 }: { maxEntries?: number } = {}) {
  const byAreas = new Map<string, { areas: readonly ContentArea[]; cache: PageCache }>()
  return {
    /** The cache for answers made of these areas. */
    for(areas: readonly ContentArea[]): PageCache {
      const name = [...areas].sort().join(',')
      let entry = byAreas.get(name)
      if (!entry) {
        entry = { areas, cache: createPageCache({ maxEntries }) }
        byAreas.set(name, entry)
      }
      return entry.cache
    },
    /** The fresh answer kept under this key (a path and its canonical query), if any. */
    peek(key: string): CachedPage | undefined {
      for (const { cache } of byAreas.values()) {
        const hit = cache.peek(key)
        if (hit) return hit
      }
      return undefined
    },
    /** Forgets the answers made of one area, or every answer. */
    clear(area?: ContentArea) {
      for (const { areas, cache } of byAreas.values()) {
        if (area === undefined || areas.includes(area)) cache.clear()
      }
    },
    get size() {
      let size = 0
      for (const { cache } of byAreas.values()) size += cache.size
      return size
    },
    async settled() {
      for (const { cache } of byAreas.values()) await cache.settled()
    },
  }
}

export type ResponseCache = ReturnType<typeof createResponseCache>

declare module 'fastify' {
  interface FastifyInstance {
    /** Public API answers (server/app.ts decorates it); route-kit keeps the answers of routes that name areas. */
    responseCache: ResponseCache | undefined
  }
}
