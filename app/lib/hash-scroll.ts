import { useEffect } from 'react'

export const SECTION_SCROLL_DELAY_MS = 100

/**
 * docs/product.md#home-page: on the home page, a hash in the URL scrolls smoothly to its section (100 ms after the
 * page loads, so it has laid out); without one the page starts at the top. That jump is instant: the stylesheet
 * makes scrolling smooth for in-page links, and an animated scroll to the top would fight a visitor (or a section
 * link) that scrolls while it runs. Links to sections are plain `/#section` anchors: from another page they load
 * the home page with the hash; on the home page the browser scrolls to the section itself.
 */
export function useHashScroll(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    const { hash } = window.location
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
  }, [enabled])
}
