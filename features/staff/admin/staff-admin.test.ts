import { describe, expect, it } from 'vitest'
import { expiryText, lastSignInText, relativeTime, ROLE_OPTIONS } from './staff-admin'

const NOW = Date.parse('2026-03-10T12:00:00Z')
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString()

describe('the Staff screen’s words', () => {
  it('says how long ago, or in how long', () => {
    expect(relativeTime(at(-20), NOW)).toBe('just now')
    expect(relativeTime(at(-5 * 60), NOW)).toBe('5 minutes ago')
    expect(relativeTime(at(-3 * 3600), NOW)).toBe('3 hours ago')
    expect(relativeTime(at(-26 * 3600), NOW)).toBe('yesterday')
    expect(relativeTime(at(72 * 3600), NOW)).toBe('in 3 days')
    // A fresh invitation, seconds after it was sent, still says three days.
    expect(relativeTime(at(72 * 3600 - 30), NOW)).toBe('in 3 days')
    expect(relativeTime(at(-400 * 24 * 3600), NOW)).toBe('last year')
  })

  it('names a person who never signed in, and an invitation’s expiry', () => {
    expect(lastSignInText(null, NOW)).toBe('Never')
    expect(lastSignInText(at(-7200), NOW)).toBe('2 hours ago')
    expect(expiryText({ expiresAt: at(48 * 3600), expired: false }, NOW)).toBe('Expires in 2 days')
    expect(expiryText({ expiresAt: at(-3600), expired: true }, NOW)).toBe('Expired 1 hour ago')
  })

  it('offers every role with what it may do', () => {
    expect(ROLE_OPTIONS.map((option) => option.label)).toEqual([
      'Owner',
      'Administrator',
      'Editor',
      'Support',
    ])
    expect(ROLE_OPTIONS.every((option) => option.description.length > 10)).toBe(true)
  })
})
