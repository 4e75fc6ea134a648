/**
 * docs/product.md#testimonials-section: one visible testimonial under 640 px, two under 1024 px, otherwise three.
 */
export function testimonialSlots(width: number): number {
  if (width < 640) return 1
  if (width < 1024) return 2
  return 3
}

/** The clients shown from a starting position, wrapping around the end of the list. */
export function visibleWindow<T>(items: T[], start: number, slots: number): T[] {
  if (items.length === 0) return []
  const count = Math.min(slots, items.length)
  return Array.from({ length: count }, (_, i) => items[(start + i) % items.length]!)
}
