import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { usePrefersReducedMotion } from '../lib/motion'
import { StrokeIcon } from './StrokeIcon'

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

const ARROWS = {
  previous: { step: -1, word: 'Previous', chevron: 'M15 18l-6-6 6-6' },
  next: { step: 1, word: 'Next', chevron: 'M9 6l6 6-6 6' },
} as const

type Direction = keyof typeof ARROWS

function CarouselArrow({ direction, noun, go, className }: ArrowsProps & { direction: Direction }) {
  const { step, word, chevron } = ARROWS[direction]
  return (
    <button
      type="button"
      onClick={() => go(step)}
      aria-label={`${word} ${noun}`}
      className={typeof className === 'string' ? className : className[direction]}
    >
      <StrokeIcon d={chevron} />
    </button>
  )
}

type ArrowsProps = {
  /** What one step shows, in the buttons' names: "Previous slide", "Next slide". */
  noun: string
  go: (step: number) => void
  /** The buttons' classes, or each one's. */
  className: string | Record<Direction, string>
}

/** A carousel's labelled previous and next buttons, with whatever stands between them. */
export function CarouselArrows({ children, ...props }: ArrowsProps & { children?: ReactNode }) {
  return (
    <>
      <CarouselArrow direction="previous" {...props} />
      {children}
      <CarouselArrow direction="next" {...props} />
    </>
  )
}

/** The looks of a carousel's position dots: over a picture, or on the dark testimonials band. */
const DOTS = {
  overlay: {
    row: 'absolute inset-x-0 bottom-3 flex justify-center gap-2',
    button: 'flex h-6 w-6 items-center justify-center',
    current: 'bg-white',
    other: 'bg-white/50',
  },
  dark: {
    row: 'flex gap-1',
    button: 'flex h-8 w-8 items-center justify-center',
    current: 'bg-amber-accent',
    other: 'bg-white/40',
  },
} as const

/** One button per position of a carousel, named by `label` (1-based), the current one marked. */
export function CarouselDots({
  look,
  keys,
  carousel: { index, setIndex },
  label,
}: {
  look: keyof typeof DOTS
  /** One stable key per position. */
  keys: string[]
  carousel: Pick<ReturnType<typeof useCarousel>, 'index' | 'setIndex'>
  label: (position: number) => string
}) {
  const { row, button, current, other } = DOTS[look]
  return (
    <div className={row}>
      {keys.map((key, i) => (
        <button
          key={key}
          type="button"
          onClick={() => setIndex(i)}
          aria-label={label(i + 1)}
          aria-current={i === index ? 'true' : undefined}
          className={button}
        >
          <span className={`block h-2.5 w-2.5 rounded-full ${i === index ? current : other}`} />
        </button>
      ))}
    </div>
  )
}
