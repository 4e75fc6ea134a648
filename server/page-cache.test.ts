import { readFileSync } from 'node:fs'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createPageCache, isCachedPage, negotiateEncoding, type RenderedPage } from './page-cache'

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

  it('compresses with brotli at its best quality, once per fill', async () => {
    // A page like a real one (varied markup, not one repeated line), where the quality shows.
    const body = readFileSync(new URL('../README.md', import.meta.url))
    const page: RenderedPage = { status: 200, headers: { 'content-type': 'text/html' }, body }
    const cached = await createPageCache().get('/', async () => page, cacheable)
    if (!isCachedPage(cached)) throw new Error('not cached')
    const at = (quality: number) =>
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length
    expect(cached.br.length).toBeLessThan(at(9))
    expect(cached.br.length).toBeLessThanOrEqual(at(11) + 8)
  })

  it('renders once for many simultaneous misses', async () => {
    const cache = createPageCache()
    let renders = 0
    const render = async () => {
      renders += 1
      await new Promise((resolve) => setTimeout(resolve, 20))
      return html('busy')
    }
    const pages = await Promise.all(Array.from({ length: 10 }, () => cache.get('/busy', render, cacheable)))
    expect(renders).toBe(1)
    expect(new Set(pages).size).toBe(1)
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
