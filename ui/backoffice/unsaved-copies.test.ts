import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createCopyStore,
  debounced,
  COPY_DELAY_MS,
  COPY_MAX_AGE_MS,
  copyKey,
  copyTime,
  sameValues,
  withoutSecrets,
} from './unsaved-copies'

/** A Map behind the Storage methods the store uses. */
function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    storage: {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    },
  }
}

describe('an unsaved copy’s key', () => {
  it('names the person, the form and the item, or a new one', () => {
    expect(copyKey('p1', 'service', 'abc')).toBe('unsaved:p1:service:abc')
    expect(copyKey('p1', 'service', null)).toBe('unsaved:p1:service:new')
    expect(copyKey('p2', 'service', 'abc')).not.toBe(copyKey('p1', 'service', 'abc'))
  })
})

describe('the unsaved copy store', () => {
  it('keeps the values with the time they were written, and reads them back', () => {
    const { storage } = memoryStorage()
    const store = createCopyStore(() => storage)
    store.write('k', { title: 'Typed' }, 1_000)
    expect(store.read('k', 2_000)).toEqual({ savedAt: 1_000, values: { title: 'Typed' } })
    store.clear('k')
    expect(store.read('k')).toBeNull()
  })

  it('never writes a secret field', () => {
    const { storage, map } = memoryStorage()
    createCopyStore(() => storage).write('k', { name: 'A', currentPassword: 'x', smtpSecret: 'y' }, 1)
    expect(map.get('k')).not.toContain('x"')
    expect(JSON.parse(map.get('k')!).values).toEqual({ name: 'A' })
    expect(withoutSecrets({ newPassword: 'a', email: 'b' })).toEqual({ email: 'b' })
  })

  it('drops a copy that is too old or unreadable', () => {
    const { storage, map } = memoryStorage()
    const store = createCopyStore(() => storage)
    store.write('old', { title: 'x' }, 0)
    expect(store.read('old', COPY_MAX_AGE_MS + 1)).toBeNull()
    expect(map.has('old')).toBe(false)
    map.set('bad', '{not json')
    expect(store.read('bad')).toBeNull()
    expect(map.has('bad')).toBe(false)
    map.set('shape', JSON.stringify({ values: 'x' }))
    expect(store.read('shape')).toBeNull()
  })

  it('goes on without autosave when storage is refused or full', () => {
    const refused = createCopyStore(() => null)
    refused.write('k', { a: 1 })
    expect(refused.read('k')).toBeNull()
    const full = createCopyStore(() => ({
      getItem: () => null,
      removeItem: () => {},
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }))
    expect(() => full.write('k', { a: 1 })).not.toThrow()
  })
})

describe('the debounced writer', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('writes the latest value once the typing has paused', () => {
    const write = vi.fn()
    const writer = debounced(write)
    writer.schedule('a')
    vi.advanceTimersByTime(COPY_DELAY_MS - 1)
    writer.schedule('ab')
    vi.advanceTimersByTime(COPY_DELAY_MS - 1)
    expect(write).not.toHaveBeenCalled()
    expect(writer.isPending).toBe(true)
    vi.advanceTimersByTime(1)
    expect(write).toHaveBeenCalledExactlyOnceWith('ab')
    expect(writer.isPending).toBe(false)
  })

  it('writes at once on flush (the page goes away), and nothing after cancel (saved or discarded)', () => {
    const write = vi.fn()
    const writer = debounced(write, 1000)
    writer.schedule('typed')
    writer.flush()
    expect(write).toHaveBeenCalledExactlyOnceWith('typed')
    vi.advanceTimersByTime(5000)
    expect(write).toHaveBeenCalledTimes(1)
    writer.schedule('more')
    writer.cancel()
    writer.flush()
    vi.advanceTimersByTime(5000)
    expect(write).toHaveBeenCalledTimes(1)
  })
})

describe('comparing and dating unsaved copies', () => {
  it('compares plain values', () => {
    expect(sameValues({ a: 'x', b: [1] }, { a: 'x', b: [1] })).toBe(true)
    expect(sameValues({ a: 'x' }, { a: 'y' })).toBe(false)
  })

  it('says the time of today’s copy, and the day of an older one', () => {
    const now = new Date(2026, 10, 27, 16, 0).getTime()
    expect(copyTime(new Date(2026, 10, 27, 14, 32).getTime(), now)).toBe('14:32')
    expect(copyTime(new Date(2026, 10, 25, 9, 5).getTime(), now)).toBe('25 Nov, 09:05')
  })
})
