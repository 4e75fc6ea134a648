import { describe, expect, it } from 'vitest'
import { checkImageFile } from '../../../ui/backoffice/images'
import { PartnerInputSchema } from '../partner.schema'
import { displayWebsite, PARTNERS_MESSAGES } from './partners-admin'

describe('displayWebsite', () => {
  it('drops the scheme, "www." and a trailing slash', () => {
    expect(displayWebsite('https://www.voltara.example/')).toBe('voltara.example')
    expect(displayWebsite('http://ampere.example/en/partners')).toBe('ampere.example/en/partners')
    expect(displayWebsite('https://shop.helios.example')).toBe('shop.helios.example')
  })
})

describe('partner form rules', () => {
  it('refuses a logo over 5 MB with the partner wording', () => {
    expect(
      checkImageFile(
        { type: 'image/png', size: 5 * 1024 * 1024 + 1 },
        { size: PARTNERS_MESSAGES.logoTooLarge },
      ),
    ).toBe('Image file size must be less than 5MB')
  })

  it('reads an empty website as none and refuses one that is not a URL', () => {
    const base = { name: 'Voltara', description: 'Switchgear maker' }
    expect(PartnerInputSchema.parse({ ...base, website: '' }).website).toBeNull()
    expect(PartnerInputSchema.safeParse({ ...base, website: 'not a url' }).error?.issues[0]?.message).toBe(
      'Please enter a valid website URL',
    )
  })

  it('words the upload failure as docs/product.md#partner-form does', () => {
    expect(PARTNERS_MESSAGES.uploadFailed('File too large. Maximum size is 5MB.')).toBe(
      'Error uploading image: File too large. Maximum size is 5MB.',
    )
  })
})
