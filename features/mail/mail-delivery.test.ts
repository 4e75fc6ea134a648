import { describe, expect, it } from 'vitest'
import { isEmailed, whyNotEmailed } from './mail-delivery'

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
})
