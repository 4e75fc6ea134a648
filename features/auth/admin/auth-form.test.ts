import { describe, expect, it } from 'vitest'
import { emailError, newPasswordErrors } from './auth-form'

describe('the password reset forms (docs/product.md#password-reset)', () => {
  it('check the address with the API’s messages', () => {
    for (const [typed, error] of [
      ['', 'Email is required'],
      ['   ', 'Email is required'],
      ['grace@', 'Please enter a valid email address'],
      [' Grace@Volta.example ', undefined],
    ] as const) {
      expect(emailError(typed), JSON.stringify(typed)).toBe(error)
    }
  })

  it('check the new password with the API’s rules, then that it was typed twice alike', () => {
    expect(newPasswordErrors('', '')).toEqual({ password: 'New password is required' })
    expect(newPasswordErrors('12345', '12345')).toEqual({
      password: 'New password must be at least 6 characters long',
    })
    expect(newPasswordErrors('123456', '123457')).toEqual({ confirmation: 'New passwords do not match' })
    expect(newPasswordErrors('123456', '123456')).toEqual({})
  })
})
