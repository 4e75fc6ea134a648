import { describe, expect, it } from 'vitest'
import { type CachedSession, createSessionCache, RECHECK_MS } from './session-cache'

const person = (id: string) => ({
  id,
  name: id,
  email: `${id}@company.test`,
  role: 'editor' as const,
  twoFactorEnabled: false,
})

describe('the signed-in cache (session-cache.ts)', () => {
  let clock = 1_000_000
  const now = () => clock
  const entry = (id: string, sessionId = `${id}-session`, expiresIn = 3_600_000): CachedSession => ({
    sessionId,
    person: person(id),
    expiresAt: clock + expiresIn,
    checkedAt: clock,
  })

  it('keeps a session by its token until it expires or is a minute old', () => {
    const cache = createSessionCache({ now })
    cache.keepSession(cache.ticket(), 'token-a', entry('ada', 'one', 10_000))
    expect(cache.session('token-a')).toMatchObject({ sessionId: 'one' })
    expect(cache.session('token-b')).toBeUndefined()
    clock += 10_000
    expect(cache.session('token-a')).toBe('expired')
    expect(cache.size).toBe(0)

    cache.keepSession(cache.ticket(), 'token-a', entry('ada'))
    clock += RECHECK_MS - 1
    expect(cache.session('token-a')).toBeDefined()
    clock += 1
    expect(cache.session('token-a')).toBeUndefined()
  })

  it('forgets a person’s sessions, the settings, or everything', () => {
    const cache = createSessionCache({ now })
    cache.keepSession(cache.ticket(), 'a1', entry('ada'))
    cache.keepSession(cache.ticket(), 'a2', entry('ada'))
    cache.keepSession(cache.ticket(), 'b1', entry('bob'))
    cache.keepRequiredRoles(cache.ticket(), ['editor'])
    cache.forgetPerson('ada')
    expect([cache.session('a1'), cache.session('a2')]).toEqual([undefined, undefined])
    expect(cache.session('b1')).toBeDefined()
    expect(cache.requiredRoles()).toEqual(['editor'])
    cache.forgetPolicy()
    expect(cache.requiredRoles()).toBeUndefined()
    expect(cache.session('b1')).toBeDefined()
    cache.forgetAll()
    expect(cache.size).toBe(0)
  })

  it('does not keep what was read before a forget (a change committed meanwhile)', () => {
    const cache = createSessionCache({ now })
    const ticket = cache.ticket()
    cache.forgetPerson('someone else')
    cache.keepSession(ticket, 'a1', entry('ada'))
    cache.keepRequiredRoles(ticket, [])
    expect(cache.session('a1')).toBeUndefined()
    expect(cache.requiredRoles()).toBeUndefined()
  })

  it('keeps nothing while suspended (changes elsewhere cannot be heard), and starts afresh when resumed', () => {
    const cache = createSessionCache({ now })
    cache.keepSession(cache.ticket(), 'a1', entry('ada'))
    cache.suspend()
    expect(cache.size).toBe(0)
    cache.keepSession(cache.ticket(), 'a1', entry('ada'))
    cache.keepRequiredRoles(cache.ticket(), [])
    expect(cache.session('a1')).toBeUndefined()
    expect(cache.requiredRoles()).toBeUndefined()
    cache.resume()
    cache.keepSession(cache.ticket(), 'a1', entry('ada'))
    expect(cache.session('a1')).toBeDefined()
  })

  it('holds at most its limit, the oldest going first', () => {
    const cache = createSessionCache({ now, maxSessions: 2 })
    cache.keepSession(cache.ticket(), 'a1', entry('ada'))
    cache.keepSession(cache.ticket(), 'b1', entry('bob'))
    cache.keepSession(cache.ticket(), 'c1', entry('cy'))
    expect(cache.size).toBe(2)
    expect(cache.session('a1')).toBeUndefined()
    expect(cache.session('c1')).toBeDefined()
    // Forgetting the one that went does not disturb the others.
    cache.forgetPerson('ada')
    expect(cache.size).toBe(2)
  })
})
