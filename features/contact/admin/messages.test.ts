import { describe, expect, it } from 'vitest'
import { messageActions } from './messages'

describe('messageActions', () => {
  it('offers mark-as-read for unread messages only, and archive for all but archived ones', () => {
    expect(messageActions({ status: 'unread' })).toEqual({ canMarkRead: true, canArchive: true })
    expect(messageActions({ status: 'read' })).toEqual({ canMarkRead: false, canArchive: true })
    expect(messageActions({ status: 'archived' })).toEqual({ canMarkRead: false, canArchive: false })
  })
})
