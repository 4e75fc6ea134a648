import { describe, expect, it } from 'vitest'
import { formatMessageDate, messageActions } from './messages'

describe('formatMessageDate', () => {
  it('writes short month, day, year, hour and minute in en-US', () => {
    const local = new Date(2026, 2, 7, 14, 5)
    expect(formatMessageDate(local)).toBe('Mar 7, 2026, 2:05 PM')
  })
})

describe('messageActions', () => {
  it('offers mark-as-read for unread messages only, and archive for all but archived ones', () => {
    expect(messageActions({ status: 'unread' })).toEqual({ canMarkRead: true, canArchive: true })
    expect(messageActions({ status: 'read' })).toEqual({ canMarkRead: false, canArchive: true })
    expect(messageActions({ status: 'archived' })).toEqual({ canMarkRead: false, canArchive: false })
  })
})
