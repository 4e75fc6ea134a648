import { describe, expect, it } from 'vitest'
import { exportFilename } from '../privacy.service'
import { describeCounts, describeMailStatuses, erasedToast, isSameAddress } from './privacy'

const none = { contactMessages: 0, replies: 0, subscriptions: 0, mails: 0 }

describe('privacy requests screen', () => {
  it('says what a request found or erased, in words', () => {
    expect(describeCounts(none)).toBe('Nothing stored')
    expect(describeCounts({ contactMessages: 2, replies: 1, subscriptions: 1, mails: 3 })).toBe(
      '2 messages, 1 reply, 1 subscription, 3 mails',
    )
    expect(describeCounts({ ...none, mails: 1 })).toBe('1 mail')
    expect(erasedToast('ada@example.com', { ...none, contactMessages: 1 })).toBe(
      'Erased everything stored about ada@example.com: 1 message.',
    )
    expect(erasedToast('ada@example.com', none)).toBe(
      'Nothing was stored about ada@example.com. The request was recorded.',
    )
  })

  it('lists the mail not sent yet first', () => {
    expect(describeMailStatuses({ sent: 2, kept: 0, failed: 1, queued: 1, sending: 0 })).toBe(
      '1 queued, 2 sent, 1 failed',
    )
  })

  it('takes the address typed again in any letter case, spaces around it ignored', () => {
    expect(isSameAddress('  Ada@Example.COM ', 'ada@example.com')).toBe(true)
    expect(isSameAddress('ada@example.co', 'ada@example.com')).toBe(false)
  })

  it('names the export after the address and the day, safe in a header', () => {
    const day = new Date(Date.UTC(2026, 10, 25, 12))
    expect(exportFilename('ada+news@example.com', day)).toBe(
      'privacy-export-ada+news@example.com-2026-11-25.json',
    )
    expect(exportFilename('o"brien\\x@example.com', day)).toBe(
      'privacy-export-o_brien_x@example.com-2026-11-25.json',
    )
  })
})
