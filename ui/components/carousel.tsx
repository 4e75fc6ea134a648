import { useCallback, useEffect, useState } from 'react'
import { usePrefersReducedMotion } from '../lib/motion'

/** docs/product.md#hero: hero, testimonial and gallery carousels advance every 5 seconds. */
export const CAROUSEL_ADVANCE_MS = 5000

/**
 * A carousel's position: wraps both ways, advances on its own every 5 s while `canAdvance`, and stays still while
 * hovered or focused, or when the visitor prefers reduced motion.
 */
export function useCarousel(count: number, canAdvance = count > 1) {
  const [index, setIndex] = useState(0)
  const [isPaused, setPaused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const go = useCallback((step: number) => setIndex((current) => (current + step + count) % count), [count])

  useEffect(() => {
    if (!canAdvance || isPaused || reducedMotion) return
    const timer = window.setInterval(() => go(1), CAROUSEL_ADVANCE_MS)
    return () => window.clearInterval(timer)
  }, [canAdvance, isPaused, reducedMotion, go])

  const pauseHandlers = {
    onMouseEnter: () => setPaused(true),
    onMouseLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: () => setPaused(false),
  }
  return { index, setIndex, go, isPaused, pauseHandlers }
}

const CHEVRONS = { previous: 'M15 18l-6-6 6-6', next: 'M9 6l6 6-6 6' } as const

/** A labelled previous/next button for a carousel. */
export function CarouselArrow({
  direction,
  label,
  onClick,
  className,
}: {
  direction: keyof typeof CHEVRONS
  label: string
  onClick: () => void
  className: string
}) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d={CHEVRONS[direction]} />
      </svg>
    </button>
  )
}
