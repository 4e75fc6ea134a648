import { describe, expect, it } from 'vitest'
import { testimonialSlots, visibleWindow } from './testimonials'

describe('testimonial carousel rules', () => {
  it('shows 1 slot under 640 px, 2 under 1024 px, else 3', () => {
    expect(testimonialSlots(390)).toBe(1)
    expect(testimonialSlots(639)).toBe(1)
    expect(testimonialSlots(640)).toBe(2)
    expect(testimonialSlots(1023)).toBe(2)
    expect(testimonialSlots(1024)).toBe(3)
    expect(testimonialSlots(1920)).toBe(3)
  })

  it('wraps around the end of the list', () => {
    const items = ['a', 'b', 'c', 'd', 'e']
    expect(visibleWindow(items, 0, 3)).toEqual(['a', 'b', 'c'])
    expect(visibleWindow(items, 3, 3)).toEqual(['d', 'e', 'a'])
    expect(visibleWindow(items, 4, 2)).toEqual(['e', 'a'])
    expect(visibleWindow(['a', 'b'], 1, 3)).toEqual(['b', 'a'])
    expect(visibleWindow([], 0, 3)).toEqual([])
  })
})
