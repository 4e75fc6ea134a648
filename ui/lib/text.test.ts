import { describe, expect, it } from 'vitest'
import { relativeTime, timeAgo } from './relative-time'
import { groupThousands, truncate } from './text'

describe('truncate', () => {
  it('cuts at the limit and adds an ellipsis only when the text was longer', () => {
    const long = 'x'.repeat(120)
    expect(truncate(long, 100)).toBe(`${'x'.repeat(100)}...`)
    expect(truncate('short', 100)).toBe('short')
    expect(truncate('x'.repeat(100), 100)).toBe('x'.repeat(100))
    expect(truncate('A title that ends here     and continues', 25)).toBe('A title that ends here...')
  })
})

describe('relativeTime (docs/product.md#notification-bell)', () => {
  const now = new Date('2026-11-22T12:00:00Z')
  const ago = (ms: number) => new Date(now.getTime() - ms)
  it('counts minutes under an hour, hours under a day, then days', () => {
    expect(relativeTime(ago(0), now)).toBe('0 mins ago')
    expect(relativeTime(ago(60_000), now)).toBe('1 min ago')
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59 mins ago')
    expect(relativeTime(ago(60 * 60_000), now)).toBe('1 hour ago')
    expect(relativeTime(ago(23 * 3_600_000), now)).toBe('23 hours ago')
    expect(relativeTime(ago(24 * 3_600_000), now)).toBe('1 day ago')
    expect(relativeTime(ago(10 * 86_400_000), now)).toBe('10 days ago')
    expect(relativeTime('2026-11-22T11:30:00Z', now)).toBe('30 mins ago')
  })
})

describe('groupThousands', () => {
  it('groups whole numbers by three digits as en-US does', () => {
    for (const value of [0, 7, 10, 500, 999, 1000, 1500, 12345, 999999, 1000000, 1000000000, -4200]) {
      expect(groupThousands(value)).toBe(value.toLocaleString('en-US'))
    }
    expect(groupThousands(1500)).toBe('1,500')
  })
})

describe('timeAgo', () => {
  const now = new Date('2026-11-22T12:00:00Z')
  it('says "just now" under a minute, then counts as relativeTime does', () => {
    expect(timeAgo(new Date(now.getTime() - 59_000), now)).toBe('just now')
    expect(timeAgo(new Date(now.getTime() - 60_000), now)).toBe('1 min ago')
    expect(timeAgo(new Date(now.getTime() - 3 * 3600_000), now)).toBe('3 hours ago')
  })
})
