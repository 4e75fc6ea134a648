import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { debounced, copyStore, sameValues, type StoredCopy } from './unsaved-copies'

/**
 * The autosave of one form (docs/product.md#autosave): while its values differ from the saved ones they are
 * written to storage a moment behind the typing (at once when the page goes away), and an unsaved copy found there when
 * the form opens is offered back. `key` null: no autosave (a form with nothing to key it by).
 */
export function useUnsavedCopy<V extends Record<string, unknown>>({
  key,
  values,
  savedValues,
  onRestore,
}: {
  key: string | null
  values: V
  /** What the item holds now: the values are dirty while they differ from these. */
  savedValues: V
  onRestore: (values: V) => void
}) {
  // Read while the form is first drawn, before the effect below could take the fresh form for 'nothing to keep'.
  const [offer, setOffer] = useState<StoredCopy<V> | null>(() => {
    if (!key) return null
    const stored = copyStore.read<Partial<V>>(key)
    if (!stored) return null
    const merged = { ...savedValues, ...stored.values }
    // The copy says what the item already says (saved since, elsewhere): nothing to offer.
    if (sameValues(merged, savedValues)) {
      copyStore.clear(key)
      return null
    }
    return { savedAt: stored.savedAt, values: merged }
  })
  const isDirty = !sameValues(values, savedValues)
  /** After a discard the form is on its way out: nothing more is written. */
  const stopped = useRef(false)
  const writer = useMemo(() => (key ? debounced<V>((next) => copyStore.write(key, next)) : null), [key])

  useEffect(() => {
    // While a copy is offered it stays as it is until the person answers: the typing does not overwrite it.
    if (!key || !writer || offer || stopped.current) return
    if (isDirty) writer.schedule(values)
    else {
      writer.cancel()
      copyStore.clear(key)
    }
  }, [key, writer, offer, isDirty, values])

  useEffect(() => {
    if (!writer) return
    // The tab closes, reloads or goes to another site: what is pending is written now, not a moment later.
    const flush = () => writer.flush()
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      // The form goes (the window closed, the session ended): what was typed stays to be offered back.
      writer.flush()
    }
  }, [writer])

  /** Saved, or the changes thrown away: the copy goes. */
  const clear = useCallback(() => {
    writer?.cancel()
    if (key) copyStore.clear(key)
  }, [key, writer])

  return {
    /** The unsaved copy found when the form opened, until the person restores or discards it. */
    offer,
    isDirty,
    restore: () => {
      if (!offer) return
      setOffer(null)
      onRestore(offer.values)
    },
    /** 'Discard' on the offer: the stored copy goes; what is in the form now is kept (and autosaved). */
    dismiss: () => {
      setOffer(null)
      if (key) copyStore.clear(key)
    },
    /** Saved: the copy goes and autosave goes on from the new values. */
    clear,
    /** The person chose to throw the changes away (leaving the form): the copy goes and nothing more is written. */
    discard: () => {
      stopped.current = true
      clear()
    },
  }
}
