import { describe, expect, it } from 'vitest'
import { formatMessageDate } from './format-date'

describe('formatMessageDate', () => {
  it('writes short month, day, year, hour and minute in en-US', () => {
    const local = new Date(2026, 2, 7, 14, 5)
    expect(formatMessageDate(local)).toBe('Mar 7, 2026, 2:05 PM')
  })
})
