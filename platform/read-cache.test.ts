import { describe, expect, it } from 'vitest'
import { createReadCache } from './read-cache'
import { expectOneLoadForManyCallers } from '../tests/helpers/concurrency'

describe('the read cache', () => {
  it('reads once, then answers from memory until cleared', async () => {
    const cache = createReadCache()
    let reads = 0
    const read = async () => ({ n: ++reads })
    expect(await cache.get('a', ['services'], read)).toEqual({ n: 1 })
    expect(await cache.get('a', ['services'], read)).toEqual({ n: 1 })
    expect(await cache.get('b', ['services'], read)).toEqual({ n: 2 })
    cache.clear()
    expect(await cache.get('a', ['services'], read)).toEqual({ n: 3 })
    expect(cache.stats).toEqual({ hits: 1, reads: 3 })
  })

  it('runs one read for many simultaneous callers', async () => {
    const cache = createReadCache()
    await expectOneLoadForManyCallers(
      (read) => cache.get('list', ['services'], read),
      () => [1, 2, 3],
    )
  })

  it('does not keep a read that started before a write', async () => {
    const cache = createReadCache()
    let stored = 'old'
    let release: () => void = () => {}
    const slow = async () => {
      const seen = stored
      await new Promise<void>((resolve) => (release = resolve))
      return seen
    }
    const during = cache.get('k', ['services'], slow)
    await new Promise((resolve) => setTimeout(resolve, 5))
    stored = 'new'
    cache.clear()
    release()
    expect(await during).toBe('old')
    expect(cache.size).toBe(0)
    expect(await cache.get('k', ['services'], async () => stored)).toBe('new')
  })

  it('does not keep failures', async () => {
    const cache = createReadCache()
    await expect(cache.get('k', ['services'], () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    )
    expect(await cache.get('k', ['services'], async () => 'up')).toBe('up')
  })

  it('freezes what it keeps, so no render can change what the next one sees', async () => {
    const cache = createReadCache()
    const value = await cache.get('k', ['services'], async () => ({ list: [{ title: 'A' }] }))
    expect(() => value.list.push({ title: 'B' })).toThrow(TypeError)
    expect(() => {
      value.list[0]!.title = 'changed'
    }).toThrow(TypeError)
    expect((await cache.get('k', ['services'], async () => ({ list: [] }))).list).toEqual([{ title: 'A' }])
  })

  it('expires results after their time to live and keeps at most maxEntries', async () => {
    let clock = 0
    const cache = createReadCache({ maxEntries: 2, ttlMs: 1000, now: () => clock })
    let reads = 0
    const read = async () => ++reads
    await cache.get('a', ['services'], read)
    await cache.get('b', ['services'], read)
    await cache.get('a', ['services'], read) // a is now the most recent
    await cache.get('c', ['services'], read) // evicts b
    expect(cache.size).toBe(2)
    expect(await cache.get('b', ['services'], read)).toBe(4)
    clock = 1500
    expect(await cache.get('b', ['services'], read)).toBe(5)
  })

  it('forgets only the reads of the area written, or every read when no area is named', async () => {
    const cache = createReadCache()
    let reads = 0
    const read = async () => ++reads
    await cache.get('partners', ['partners'], read) // 1
    await cache.get('team', ['team'], read) // 2
    await cache.get('category:1', ['categories', 'products'], read) // 3
    cache.clear('products')
    expect(await cache.get('partners', ['partners'], read)).toBe(1)
    expect(await cache.get('team', ['team'], read)).toBe(2)
    expect(await cache.get('category:1', ['categories', 'products'], read)).toBe(4)
    cache.clear('partners')
    expect(await cache.get('partners', ['partners'], read)).toBe(5)
    expect(await cache.get('team', ['team'], read)).toBe(2)
    cache.clear()
    expect(await cache.get('team', ['team'], read)).toBe(6)
  })

  it('keeps a read that a write to another area overtook, and drops one whose own area was written', async () => {
    const cache = createReadCache()
    const releases: (() => void)[] = []
    const slow = (value: string) => async () => {
      await new Promise<void>((resolve) => releases.push(resolve))
      return value
    }
    const team = cache.get('team', ['team'], slow('team before'))
    const partners = cache.get('partners', ['partners'], slow('partners before'))
    await new Promise((resolve) => setTimeout(resolve, 5))
    cache.clear('partners')
    for (const release of releases) release()
    expect(await team).toBe('team before')
    expect(await partners).toBe('partners before')
    expect(await cache.get('team', ['team'], async () => 'team after')).toBe('team before')
    expect(await cache.get('partners', ['partners'], async () => 'partners after')).toBe('partners after')
  })
})
