import { describe, expect, it } from 'vitest'
import { ContactInputSchema } from '../features/contact/contact.schema'
import {
  emailField,
  imageUrlField,
  isStorableText,
  optionalText,
  requiredText,
  UNSTORABLE_TEXT_MESSAGE,
  websiteField,
} from './fields'

describe('text that cannot be stored', () => {
  it('is NUL or an unpaired UTF-16 surrogate; pairs (emoji) and other control characters are text', () => {
    for (const value of ['\u0000', 'a\u0000', '\ud800', 'x\udfff', '\ude00\ud83d', '😀\ud83d']) {
      expect(isStorableText(value), JSON.stringify(value)).toBe(false)
    }
    for (const value of ['', 'Zoë', '😀', '\u0001\t\n', '\ufffd', '漢字']) {
      expect(isStorableText(value), JSON.stringify(value)).toBe(true)
    }
  })

  it('is refused by every shared text builder, with one message the admin forms show at the field', () => {
    const fields = [
      requiredText('Name is required'),
      optionalText(),
      emailField(),
      imageUrlField,
      websiteField(),
    ]
    for (const field of fields) {
      for (const value of ['https://a.example.com/\u0000', 'https://a.example.com/\ud800']) {
        const result = field.safeParse(value)
        expect(result.success).toBe(false)
        expect(result.error?.issues[0]?.message).toBe(UNSTORABLE_TEXT_MESSAGE)
      }
    }
    const form = ContactInputSchema.safeParse({
      name: 'Ada',
      email: 'a@b.co',
      subject: 'Hi',
      message: 'x\u0000',
    })
    expect(form.error?.flatten().fieldErrors).toEqual({ message: [UNSTORABLE_TEXT_MESSAGE] })
  })
})
