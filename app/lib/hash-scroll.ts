import { useEffect } from 'react'
import { useLocation } from 'react-router'

export const SECTION_SCROLL_DELAY_MS = 100

/**
 * SPEC §2: on the home page, a hash in the URL scrolls smoothly to its section (100 ms after navigating, so the
 * page has laid out); without one the page starts at the top. That jump is instant: the stylesheet makes scrolling
 * smooth for in-page links, and an animated scroll to the top would fight a visitor (or a section link) that
 * scrolls while it runs.
 */
export function useHashScroll() {
  const { hash, key } = useLocation()
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, behavior: 'instant' })
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
