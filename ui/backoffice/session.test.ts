import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client'
import { sendAgainAfterSignIn } from './AuthProvider'
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

describe('a save refused for an expired session', () => {
  it('is sent again once the person has signed in again, keeping what it sends', async () => {
    const sent: string[] = []
    let calls = 0
    const send = async () => {
      sent.push('the typed text')
      if (++calls === 1) throw new ApiError('Session expired', 401)
      return 'saved'
    }
    const signedInAgain = vi.fn(async () => true)
    await expect(sendAgainAfterSignIn(send, signedInAgain)).resolves.toBe('saved')
    expect(signedInAgain).toHaveBeenCalledTimes(1)
    expect(sent).toEqual(['the typed text', 'the typed text'])
  })

  it('fails with the refusal when the person signs out instead, and other failures are not waited on', async () => {
    const refused = new ApiError('Session expired', 401)
    await expect(
      sendAgainAfterSignIn(
        () => Promise.reject(refused),
        async () => false,
      ),
    ).rejects.toBe(refused)
    const signedInAgain = vi.fn(async () => true)
    const invalid = new ApiError('Title is required', 400)
    await expect(sendAgainAfterSignIn(() => Promise.reject(invalid), signedInAgain)).rejects.toBe(invalid)
    expect(signedInAgain).not.toHaveBeenCalled()
  })
})
