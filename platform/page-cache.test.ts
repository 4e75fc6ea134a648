import { readFileSync } from 'node:fs'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { expectOneLoadForManyCallers } from '../tests/helpers/concurrency'
import {
  compressForClient,
  createPageCache,
  FAST_BROTLI,
  isCachedPage,
  negotiateEncoding,
  type RenderedPage,
} from './page-cache'

const html = (text: string): RenderedPage => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: Buffer.from(`<!DOCTYPE html><p>${text}</p>`.repeat(20)),
})
const cacheable = (page: RenderedPage) => page.status === 200

describe('the page cache', () => {
  it('renders a page once, then answers from memory with brotli, gzip and an ETag', async () => {
    const cache = createPageCache()
    let renders = 0
    const render = async () => {
      renders += 1
      return html('home')
    }
    const first = await cache.get('/', render, cacheable)
    const second = await cache.get('/', render, cacheable)
    expect(renders).toBe(1)
    expect(second).toBe(first)
    expect(isCachedPage(first)).toBe(true)
    if (!isCachedPage(first)) return
    expect(brotliDecompressSync(first.br).equals(first.body)).toBe(true)
    expect(gunzipSync(first.gzip).equals(first.body)).toBe(true)
    expect(first.br.length).toBeLessThan(first.body.length)
    expect(first.etag).toMatch(/^"[\w-]+"$/)
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1, fills: 1 })
  })

  it('answers a fill at once with fast brotli, then keeps brotli at its best quality for every hit', async () => {
    // A page like a real one (varied markup, not one repeated line), where the quality shows.
    const body = readFileSync(new URL('../README.md', import.meta.url))
    const page: RenderedPage = { status: 200, headers: { 'content-type': 'text/html' }, body }
    const cache = createPageCache({ bestPassDelayMs: 0 })
    const at = (quality: number) =>
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }).length
    const filled = await cache.get('/', async () => page, cacheable)
    if (!isCachedPage(filled)) throw new Error('not cached')
    const first = filled.br
    expect(first.length).toBeLessThanOrEqual(at(FAST_BROTLI) + 8)
    expect(cache.peek('/')?.br).toBe(first) // read again: now worth the best pass
    await cache.settled()
    const hit = await cache.get('/', async () => page, cacheable)
    if (!isCachedPage(hit)) throw new Error('not cached')
    expect(hit.br.length).toBeLessThan(at(9))
    expect(hit.br.length).toBeLessThanOrEqual(at(11) + 8)
    expect(brotliDecompressSync(hit.br).equals(body)).toBe(true)
    expect(hit.etag).toBe(filled.etag)
    expect(cache.stats.recompressed).toBe(1)
  })

  it('spends the best pass only on a page that stayed cached a while (not between edits)', async () => {
    const cache = createPageCache({ bestPassDelayMs: 300 })
    const filledAt = performance.now()
    const text = Array.from({ length: 2000 }, (_, i) => `<p>Item ${i}: ${(i * 7919) % 1000} volts</p>`).join(
      '',
    )
    await cache.get('/', async () => html(text), cacheable)
    expect(cache.peek('/')).toBeDefined()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(cache.stats.recompressed).toBe(0)
    await cache.settled()
    expect(cache.stats.recompressed).toBe(1)
    expect(performance.now() - filledAt).toBeGreaterThanOrEqual(300)
  })

  it('renders again after a write only what a visitor asked for since the previous one', async () => {
    const cache = createPageCache({ bestPassDelayMs: 0 })
    const rendered: string[] = []
    cache.setRefresher(async (key) => {
      rendered.push(key)
      return html(`again ${key}`)
    }, cacheable)
    await cache.get('/looked-at-once', async () => html('once'), cacheable)
    await cache.settled()
    // Looked at once: no best brotli pass, but it is rendered again after the next write.
    expect(cache.stats.recompressed).toBe(0)
    await cache.clear()
    expect(rendered).toEqual(['/looked-at-once'])
    expect(cache.size).toBe(1) // ready for the next visitor
    // Rendered again, then nobody asked for it: the write after that does not render it.
    await cache.clear()
    await cache.clear()
    expect(rendered).toEqual(['/looked-at-once'])
  })

  it('does not spend the best pass on a page a write has dropped', async () => {
    const cache = createPageCache()
    await cache.get('/', async () => html('home'), cacheable)
    expect(cache.peek('/')).toBeDefined()
    cache.clear()
    await cache.settled()
    expect(cache.stats.recompressed).toBe(0)
  })

  it('renders the pages asked for since the previous write again, the most asked for first, and the write can wait for them', async () => {
    const cache = createPageCache({ refreshCount: 2, bestPassDelayMs: 0 })
    const rendered: string[] = []
    cache.setRefresher(async (key) => {
      rendered.push(key)
      return html(`again ${key}`)
    }, cacheable)
    for (const key of ['/a', '/b', '/c', '/d']) await cache.get(key, async () => html(key), cacheable)
    // Asked for again: /b, then /c, then /a (now the most recent of the three); /d was asked for once only.
    for (const key of ['/b', '/c', '/a'])
      await cache.get(key, async () => html('not rendered: a hit'), cacheable)
    expect(cache.peek('/c')).toBeDefined() // a hit answered before the cache's get (platform/cached-response.ts)
    const refreshed = cache.clear()
    expect(cache.size).toBe(0)
    await refreshed
    expect(rendered).toEqual(['/c', '/a'])
    expect(cache.peek('/a')?.body.toString()).toContain('again /a')
    expect(cache.peek('/b')).toBeUndefined()
    expect(cache.peek('/d')).toBeUndefined()
  })

  it('does not render again a page that was not cached (a 404 asked for often)', async () => {
    const cache = createPageCache({ bestPassDelayMs: 0 })
    const rendered: string[] = []
    cache.setRefresher(async (key) => {
      rendered.push(key)
      return html(key)
    }, cacheable)
    for (let i = 0; i < 3; i++)
      await cache.get('/missing', async () => ({ ...html('missing'), status: 404 }), cacheable)
    await cache.clear()
    expect(rendered).toEqual([])
  })

  it('renders again what a new write made stale during the refresh, and a failing render stops nothing', async () => {
    const cache = createPageCache({ bestPassDelayMs: 0 })
    const rendered: string[] = []
    cache.setRefresher(async (key) => {
      rendered.push(key)
      if (key === '/broken') throw new Error('render failed')
      await new Promise((resolve) => setTimeout(resolve, 20))
      return html(`again ${key} (${rendered.length})`)
    }, cacheable)
    for (const key of ['/broken', '/x', '/y']) await cache.get(key, async () => html(key), cacheable)
    for (const key of ['/broken', '/x', '/y']) expect(cache.peek(key)).toBeDefined()
    cache.clear()
    await new Promise((resolve) => setTimeout(resolve, 5)) // /y is being rendered again
    cache.clear() // another write: that render is stale
    await cache.refreshed()
    expect(rendered).toEqual(['/y', '/y', '/x', '/broken'])
    expect(cache.peek('/y')?.body.toString()).toContain('again /y (2)')
    expect(cache.peek('/x')).toBeDefined()
    expect(cache.peek('/broken')).toBeUndefined()
  })

  it('renders once for many simultaneous misses', async () => {
    const cache = createPageCache()
    await expectOneLoadForManyCallers(
      (render) => cache.get('/busy', render, cacheable),
      () => html('busy'),
    )
  })

  it('does not store what is not cacheable', async () => {
    const cache = createPageCache()
    const notFound = { ...html('missing'), status: 404 }
    const page = await cache.get('/x', async () => notFound, cacheable)
    expect(isCachedPage(page)).toBe(false)
    expect(cache.size).toBe(0)
  })

  it('forgets everything on clear, including a render that was under way during the write', async () => {
    const cache = createPageCache()
    let version = 1
    let release: () => void = () => {}
    const slow = async () => {
      const seen = version
      await new Promise<void>((resolve) => (release = resolve))
      return html(`v${seen}`)
    }
    const during = cache.get('/', slow, cacheable)
    await new Promise((resolve) => setTimeout(resolve, 5))
    version = 2
    cache.clear()
    release()
    await during
    expect(cache.size).toBe(0)
    const fresh = await cache.get('/', async () => html(`v${version}`), cacheable)
    expect(fresh.body.toString()).toContain('v2')
  })

  it('expires pages after their time to live and evicts the least recently used', async () => {
    let clock = 0
    const cache = createPageCache({ maxEntries: 2, ttlMs: 1000, now: () => clock })
    let renders = 0
    const render = (name: string) => async () => {
      renders += 1
      return html(name)
    }
    await cache.get('/a', render('a'), cacheable)
    await cache.get('/b', render('b'), cacheable)
    await cache.get('/a', render('a'), cacheable) // /a is now the most recent
    await cache.get('/c', render('c'), cacheable) // evicts /b
    expect(renders).toBe(3)
    await cache.get('/b', render('b'), cacheable)
    expect(renders).toBe(4)
    clock = 1500
    await cache.get('/b', render('b'), cacheable)
    expect(renders).toBe(5)
  })
})

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br')
    expect(negotiateEncoding('gzip')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(negotiateEncoding('identity')).toBeUndefined()
    expect(negotiateEncoding(undefined)).toBeUndefined()
    expect(negotiateEncoding('*')).toBe('br')
  })
})

describe('compressForClient', () => {
  const page = (contentType: string, size = 4000): RenderedPage => ({
    status: 404,
    headers: { 'content-type': contentType },
    body: Buffer.from('<p>Not found</p>'.repeat(Math.ceil(size / 16)).slice(0, size)),
  })

  it('compresses an uncached page for a client that accepts it', async () => {
    const br = await compressForClient(page('text/html'), 'gzip, deflate, br')
    expect(br?.encoding).toBe('br')
    expect(brotliDecompressSync(br!.body).toString()).toBe(page('text/html').body.toString())
    const gzip = await compressForClient(page('application/xml'), 'gzip')
    expect(gzip?.encoding).toBe('gzip')
    expect(gunzipSync(gzip!.body).toString()).toBe(page('application/xml').body.toString())
  })

  it('leaves alone what a client does not accept, what is tiny and what is not text', async () => {
    expect(await compressForClient(page('text/html'), undefined)).toBeUndefined()
    expect(await compressForClient(page('text/html'), 'identity')).toBeUndefined()
    expect(await compressForClient(page('text/html', 200), 'br')).toBeUndefined()
    expect(await compressForClient(page('image/webp'), 'br')).toBeUndefined()
  })
})
