import { describe, expect, it } from 'vitest'
import { fullName, TEAM_MESSAGES } from './team-admin'

describe('fullName', () => {
  it('joins name and surname, leaving out an empty surname', () => {
    expect(fullName({ name: 'Anna', surname: 'Berg' })).toBe('Anna Berg')
    expect(fullName({ name: 'Anna', surname: '' })).toBe('Anna')
  })
})

describe('upload messages', () => {
  it('follow docs/product.md#team-member-form', () => {
    expect(TEAM_MESSAGES.uploadRefused('Image size should be less than 5MB')).toBe(
      'Upload error: Image size should be less than 5MB',
    )
    expect(TEAM_MESSAGES.uploadFailed('File too large. Maximum size is 5MB.')).toBe(
      'Failed to upload image: File too large. Maximum size is 5MB.',
    )
  })
})
