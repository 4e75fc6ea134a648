import { describe, expect, it } from 'vitest'
import { srcSetFor } from './images'

describe('srcSetFor', () => {
  it('lists the pipeline’s WebP widths for an uploaded image', () => {
    expect(srcSetFor('/uploads/services/ab12.jpg')).toBe(
      '/uploads/services/ab12-480w.webp 480w, /uploads/services/ab12-960w.webp 960w, /uploads/services/ab12-1600w.webp 1600w',
    )
  })

  it('gives nothing for external or missing images', () => {
    expect(srcSetFor('https://cdn.example.com/a.jpg')).toBeUndefined()
    expect(srcSetFor(null)).toBeUndefined()
    expect(srcSetFor('/uploads/noext')).toBeUndefined()
  })
})
