import { describe, expect, it } from 'vitest'
import { deliveryBanner, filterLabel, OUTBOX_FILTERS } from './outbox'

describe('the outbox screen', () => {
  it('counts each filter, All being every mail', () => {
    const counts = { queued: 1, sending: 0, sent: 7, kept: 0, failed: 2 }
    expect(OUTBOX_FILTERS.map((filter) => filterLabel(filter, counts))).toEqual([
      'All (10)',
      'Queued (1)',
      'Sending (0)',
      'Sent (7)',
      'Kept (0)',
      'Failed (2)',
    ])
    expect(filterLabel(OUTBOX_FILTERS[0]!)).toBe('All')
  })

  it('says where mail goes: an SMTP server, kept here, or nowhere yet', () => {
    expect(deliveryBanner({ mode: 'smtp', server: 'smtp://mailer@mail.example:587' }).text).toContain(
      'smtp://mailer@mail.example:587',
    )
    expect(deliveryBanner({ mode: 'local', server: null }).title).toBe('Mail is kept here, not delivered')
    expect(deliveryBanner({ mode: 'none', server: null }).title).toBe('Mail is not being delivered')
  })
})
