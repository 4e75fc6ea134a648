import { describe, expect, it } from 'vitest'
import { describeSmtpUrl, mailDeliveryLine } from './transport'

describe('where mail goes, as the start banner says it', () => {
  it('names the SMTP server without its password', () => {
    expect(describeSmtpUrl('smtps://mailer%40company.test:p%40ss@mail.company.test:465')).toBe(
      'smtps://mailer@company.test@mail.company.test:465',
    )
    expect(mailDeliveryLine('smtp://user:hunter22@mail.company.test:587', true)).toBe(
      'Mail is sent through smtp://user@mail.company.test:587.',
    )
  })

  it('says that mail is not delivered without SMTP_URL, and in production that it waits until it is set', () => {
    expect(mailDeliveryLine(undefined, false)).toBe(
      'Mail is not delivered (no SMTP_URL): it is kept in the outbox and named in the log. Set SMTP_URL to send it.',
    )
    expect(mailDeliveryLine(undefined, true)).toBe(
      'Mail is NOT being delivered: SMTP_URL is not set. It waits in the outbox and is sent once SMTP_URL is set.',
    )
  })
})
