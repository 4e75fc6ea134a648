/**
 * Autosave of the back-office's edit forms (docs/product.md#autosave): what a person has typed and not yet saved
 * (an "unsaved copy", never called a draft: drafts are the server's, features/drafts) is kept in this browser's
 * local storage, per person, form and item, so a closed tab, a crash, a reload or an
 * expired session never loses it. Local rather than session storage: it must outlive the tab. Browser-only.
 */

export const COPY_PREFIX = 'unsaved:'
/** How far behind the typing the copy is written: often enough to lose at most a moment, rarely enough to be free. */
export const COPY_DELAY_MS = 1000
/** A copy older than this is not offered back (and is removed): by then the item has likely moved on. */
export const COPY_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000

export type StoredCopy<V> = { savedAt: number; values: V }

/**
 * The storage key of one form's unsaved copy: the person (two people sharing a browser never see each other's), the form
 * (an entity's add/edit window, a settings page) and the item, or 'new' for one being added.
 */
export function copyKey(personId: string, form: string, itemId: string | null | undefined): string {
  return `${COPY_PREFIX}${personId}:${form}:${itemId || 'new'}`
}

/** Field names that hold secrets: never written to storage (a form with one keeps only its other fields). */
const SECRET = /password|secret/i

/** The values without their secret fields. */
export function withoutSecrets<V extends Record<string, unknown>>(values: V): Partial<V> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !SECRET.test(name))) as Partial<V>
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const browserStorage = (): KeyValueStorage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Storage refused (a privacy setting): autosave is off, the form works as before.
    return null
  }
}

export function createCopyStore(storage: () => KeyValueStorage | null = browserStorage) {
  return {
    /** The copy kept under `key`, unless there is none, it cannot be read, or it is too old (then it goes). */
    read<V>(key: string, now = Date.now()): StoredCopy<V> | null {
      const store = storage()
      const text = store?.getItem(key)
      if (!store || !text) return null
      try {
        const copy = JSON.parse(text) as Partial<StoredCopy<V>>
        if (typeof copy.savedAt !== 'number' || !copy.values || typeof copy.values !== 'object')
          throw new Error('not an unsaved copy')
        if (now - copy.savedAt > COPY_MAX_AGE_MS) throw new Error('too old')
        return { savedAt: copy.savedAt, values: copy.values }
      } catch {
        store.removeItem(key)
        return null
      }
    },
    /** Keeps the values (without secrets); a full storage is not an error: the form goes on without autosave. */
    write<V extends Record<string, unknown>>(key: string, values: V, now = Date.now()) {
      try {
        storage()?.setItem(key, JSON.stringify({ savedAt: now, values: withoutSecrets(values) }))
      } catch {
        // Quota exceeded: nothing to do but go on.
      }
    },
    clear(key: string) {
      storage()?.removeItem(key)
    },
  }
}

export const copyStore = createCopyStore()

/**
 * Runs `write` with the latest value once `delayMs` have passed without another: the copy follows the typing a
 * moment behind. `flush` writes a pending value at once (the page is going away); `cancel` drops it (saved, or
 * discarded).
 */
export function debounced<V>(write: (value: V) => void, delayMs = COPY_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: { value: V } | null = null
  const run = () => {
    clearTimeout(timer)
    timer = undefined
    const next = pending
    pending = null
    if (next) write(next.value)
  }
  return {
    schedule(value: V) {
      pending = { value }
      clearTimeout(timer)
      timer = setTimeout(run, delayMs)
    },
    flush: run,
    cancel() {
      clearTimeout(timer)
      timer = undefined
      pending = null
    },
    get isPending() {
      return pending !== null
    },
  }
}

/** Whether two forms' values are the same (plain data: strings, numbers, booleans, lists and objects). */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** 'Restore unsaved changes from 14:32?', with the day too when it was not today. */
export function copyTime(savedAt: number, now = Date.now()): string {
  const saved = new Date(savedAt)
  const time = saved.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })
  if (saved.toDateString() === new Date(now).toDateString()) return time
  return `${saved.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })}, ${time}`
}
