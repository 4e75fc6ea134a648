import { describe, expect, it } from 'vitest'
import { announcementBadge, doneText, progressSummary } from './newsletter-admin'

const progress = (counts: Partial<Record<'queued' | 'sending' | 'sent' | 'kept' | 'failed', number>>) => ({
  queued: 0,
  sending: 0,
  sent: 0,
  kept: 0,
  failed: 0,
  ...counts,
})

describe('an announcement’s progress (docs/product.md#an-announcements-progress)', () => {
  it('counts mails kept in the Outbox apart from those delivered', () => {
    const summary = progressSummary({
      progress: progress({ sent: 1, kept: 2, queued: 1 }),
      recipientCount: 4,
    })
    expect(summary).toMatchObject({ total: 4, delivered: 1, kept: 2, waiting: 1, failed: 0, done: 75 })
    expect(summary.sections).toEqual({ delivered: 25, kept: 50, failed: 0, waiting: 25 })
  })

  it('never says "delivered" or "Sent" of mails that only stayed in the Outbox', () => {
    const kept = progress({ kept: 3 })
    const delivered = progress({ sent: 3 })
    const failed = progress({ sent: 2, failed: 1 })
    for (const [counts, text] of [
      [kept, 'Done, but not e-mailed: every mail is kept in the Outbox'],
      [progress({ sent: 2, kept: 1 }), 'Done: 1 of 3 kept in the Outbox, not e-mailed'],
      [delivered, 'Done: every mail has been delivered'],
      [failed, 'Done: 1 of 3 could not be delivered'],
    ] as const) {
      expect(doneText(progressSummary({ progress: counts, recipientCount: 3 }))).toBe(text)
    }
    expect(announcementBadge({ status: 'sent', progress: kept })).toEqual({
      label: 'Kept in the Outbox',
      color: 'yellow',
    })
    expect(announcementBadge({ status: 'sent', progress: delivered })).toEqual({
      label: 'Sent',
      color: 'green',
    })
    expect(announcementBadge({ status: 'sent', progress: failed }).label).toBe('Sent with failures')
  })
})
