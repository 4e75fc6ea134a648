import { describe, expect, it, vi } from 'vitest'
import { createChangeFeed } from './change-feed'

describe('the change feed', () => {
  it('gathers the changes of a moment into one batch, each area once', async () => {
    vi.useFakeTimers()
    try {
      const feed = createChangeFeed({ batchMs: 100 })
      const heard: unknown[] = []
      feed.listen((areas) => heard.push(areas))
      feed.push('services')
      feed.push('categories')
      feed.push('services')
      expect(heard).toEqual([])
      await vi.advanceTimersByTimeAsync(100)
      expect(heard).toEqual([['services', 'categories']])
      // A change of anything (a reconnect to the database) is sent as null, whatever else came with it.
      feed.push('team')
      feed.push()
      feed.push('partners')
      await vi.advanceTimersByTimeAsync(100)
      expect(heard).toEqual([['services', 'categories'], null])
    } finally {
      vi.useRealTimers()
    }
  })

  it('does nothing while nobody listens, and stops telling a listener that left', async () => {
    vi.useFakeTimers()
    try {
      const feed = createChangeFeed({ batchMs: 10 })
      feed.push('services')
      expect(vi.getTimerCount()).toBe(0)
      const heard: unknown[] = []
      const stop = feed.listen((areas) => heard.push(areas))
      stop()
      feed.push('services')
      await vi.advanceTimersByTimeAsync(10)
      expect(heard).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })
})
