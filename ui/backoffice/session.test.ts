import { describe, expect, it } from 'vitest'
import { assessToken, tokenExpiry } from './session'

const encode = (claims: object) =>
  `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`

describe('the stored token', () => {
  it('is read for its expiry claim', () => {
    expect(tokenExpiry(encode({ exp: 2_000_000_000, sub: 'x' }))).toBe(2_000_000_000_000)
    expect(tokenExpiry(encode({ sub: 'x' }))).toBeUndefined()
    expect(tokenExpiry('garbage')).toBeUndefined()
    expect(tokenExpiry('a.%%%.c')).toBeUndefined()
  })

  it('is verified with the server only while unexpired and decodable', () => {
    const now = 1_900_000_000_000
    expect(assessToken(null, now)).toBe('none')
    expect(assessToken('nonsense', now)).toBe('invalid')
    expect(assessToken(encode({ exp: now / 1000 - 1 }), now)).toBe('expired')
    expect(assessToken(encode({ exp: now / 1000 + 60 }), now)).toBe('verify')
  })
})
