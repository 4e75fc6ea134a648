import { useEffect, useState } from 'react'

/** Whether the visitor asked for reduced motion; carousels then stop advancing on their own. */
export function usePrefersReducedMotion() {
  // Read at once in the browser (it only steers timers, never markup), so no timer starts before it is known.
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  )
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReduced(query.matches)
    const onChange = () => setReduced(query.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  return reduced
}

/**
 * Which slides of a carousel to put in the page: the server renders the first only (it is the one visible, and
 * the others would be downloaded with it); in the browser the current one, the ones already shown and the next,
 * so a change never waits for the network.
 */
export function useShownAndNext(index: number, count: number): Set<number> {
  const [shown, setShown] = useState<Set<number>>(() => new Set([0]))
  useEffect(() => {
    if (count < 2) return
    const add = () =>
      setShown((previous) => {
        const wanted = [index, (index + 1) % count, (index - 1 + count) % count]
        return wanted.every((slide) => previous.has(slide)) ? previous : new Set([...previous, ...wanted])
      })
    // On first view the neighbours wait a little, so they never compete with the page's own loading.
    if (index === 0) {
      const timer = window.setTimeout(add, NEIGHBOUR_DELAY_MS)
      return () => window.clearTimeout(timer)
    }
    add()
  }, [index, count])
  return shown
}

const NEIGHBOUR_DELAY_MS = 2500
