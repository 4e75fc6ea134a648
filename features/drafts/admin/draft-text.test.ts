import { describe, expect, it } from 'vitest'
import { draftNoticeText, hasDraft, opensText, whenText } from './draft-text'

const now = new Date(2026, 10, 27, 16, 0)

describe('drafts screens text', () => {
  it('says when: the time today, the day before', () => {
    expect(whenText(new Date(2026, 10, 27, 14, 32), now)).toBe('14:32')
    expect(whenText(new Date(2026, 10, 3, 9, 5), now)).toBe('3 Nov, 09:05')
    expect(whenText(new Date(2025, 10, 3, 9, 5), now)).toBe('3 Nov 2025, 09:05')
  })

  it('says who saved the draft and when', () => {
    const draft = { updatedAt: new Date(2026, 10, 27, 14, 32).toISOString(), author: { name: 'Ada' } }
    expect(draftNoticeText(draft, now)).toBe(
      'You are editing a draft (saved 14:32 by Ada). The website shows the published version.',
    )
    expect(draftNoticeText({ ...draft, author: { name: '' } }, now)).toBe(
      'You are editing a draft (saved 14:32). The website shows the published version.',
    )
    expect(draftNoticeText({ ...draft, isNew: true }, now)).toBe(
      'This is a new draft (saved 14:32 by Ada): it is not on the website until it is published.',
    )
  })

  it('counts the opens of a link', () => {
    expect(opensText({ opens: 0, lastOpenedAt: null }, now)).toBe('Not opened yet')
    const last = new Date(2026, 10, 27, 15, 1).toISOString()
    expect(opensText({ opens: 1, lastOpenedAt: last }, now)).toBe('Opened once, last 15:01')
    expect(opensText({ opens: 3, lastOpenedAt: last }, now)).toBe('Opened 3 times, last 15:01')
  })

  it('finds an item in the drafts summary by type and id', () => {
    const drafts = [{ type: 'services', itemId: 'a' }]
    expect(hasDraft(drafts, 'services', 'a')).toBe(true)
    expect(hasDraft(drafts, 'team', 'a')).toBe(false)
    expect(hasDraft(drafts, 'services', null)).toBe(false)
    expect(hasDraft(undefined, 'services', 'a')).toBe(false)
  })
})
