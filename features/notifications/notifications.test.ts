import { describe, expect, it } from 'vitest'
import { UNREAD_REFRESH_MS, unreadBadge } from './notifications'

describe('unreadBadge', () => {
  it('shows nothing without unread messages, the count up to nine, then 9+', () => {
    expect(unreadBadge(0)).toBeNull()
    expect(unreadBadge(1)).toBe('1')
    expect(unreadBadge(9)).toBe('9')
    expect(unreadBadge(10)).toBe('9+')
    expect(unreadBadge(250)).toBe('9+')
  })
  it('refreshes every five minutes', () => {
    expect(UNREAD_REFRESH_MS).toBe(300_000)
  })
})
