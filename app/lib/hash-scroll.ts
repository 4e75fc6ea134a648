import { useEffect } from 'react'
import { useLocation } from 'react-router'

export const SECTION_SCROLL_DELAY_MS = 100

/**
 * SPEC §2: on the home page, a hash in the URL scrolls smoothly to its section (100 ms after navigating, so the
 * page has laid out); without one the page starts at the top.
 */
export function useHashScroll() {
  const { hash, key } = useLocation()
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0 })
      return
    }
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)))
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      target?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
    }, SECTION_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [hash, key])
}
