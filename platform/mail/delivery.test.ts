import { describe, expect, it } from 'vitest'
import { isEmailed, mailNoticeText, whyNotEmailed } from './delivery'

describe('what the back-office says of a mail that did not leave (docs/product.md#outbox)', () => {
  it('says only a mail server delivers', () => {
    expect(isEmailed('smtp')).toBe(true)
    expect(isEmailed('local')).toBe(false)
    expect(isEmailed('none')).toBe(false)
  })

  it('says where the mail is and why, for one mail and for many', () => {
    expect(whyNotEmailed('local')).toBe('it is kept in the Outbox, because no mail server is set up')
    expect(whyNotEmailed('none')).toBe('it waits in the Outbox until a mail server is set up')
    expect(whyNotEmailed('local', 1200)).toBe(
      'the 1,200 mails are kept in the Outbox, because no mail server is set up',
    )
    expect(whyNotEmailed('none', 2)).toBe('the 2 mails wait in the Outbox until a mail server is set up')
  })

  it('says "e-mailed" only with a mail server; without one, what was done, where the mail is and why', () => {
    const invitation = {
      emailed: 'Invitation sent to nina@company.test',
      notEmailed: 'Invitation saved, but not e-mailed to nina@company.test',
      then: 'The link works for 72 hours.',
    }
    expect(mailNoticeText('smtp', invitation)).toBe(
      'Invitation sent to nina@company.test. The link works for 72 hours.',
    )
    expect(mailNoticeText('local', invitation)).toBe(
      'Invitation saved, but not e-mailed to nina@company.test: it is kept in the Outbox, because no mail server is set up. The link works for 72 hours.',
    )
    expect(mailNoticeText('none', invitation)).toBe(
      'Invitation saved, but not e-mailed to nina@company.test: it waits in the Outbox until a mail server is set up. The link works for 72 hours.',
    )

    const reply = {
      emailed: 'Reply saved and e-mailed to ada@example.com',
      notEmailed: 'Reply saved, but not e-mailed to ada@example.com',
    }
    expect(mailNoticeText('smtp', reply)).toBe('Reply saved and e-mailed to ada@example.com')
    expect(mailNoticeText('local', reply)).toBe(
      'Reply saved, but not e-mailed to ada@example.com: it is kept in the Outbox, because no mail server is set up.',
    )

    const announcement = {
      emailed: 'Sending to 1,200 subscribers',
      notEmailed: 'Announcement saved, but not e-mailed to 1,200 subscribers',
      count: 1200,
    }
    expect(mailNoticeText('smtp', announcement)).toBe('Sending to 1,200 subscribers')
    expect(mailNoticeText('local', announcement)).toBe(
      'Announcement saved, but not e-mailed to 1,200 subscribers: the 1,200 mails are kept in the Outbox, because no mail server is set up.',
    )
    for (const words of [invitation, reply, announcement]) {
      for (const delivery of ['local', 'none'] as const) {
        expect(mailNoticeText(delivery, words)).not.toMatch(/\bsent\b|\bSending\b|and e-mailed/)
      }
    }
  })
})
