import { describe, expect, it } from 'vitest'
import { checkImageFile, IMAGE_TOO_LARGE, INVALID_IMAGE_TYPE, MAX_IMAGE_BYTES, thumbnailUrl } from './images'

describe('checkImageFile', () => {
  it('accepts the four image types up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(checkImageFile({ type, size: MAX_IMAGE_BYTES })).toBeNull()
    }
  })
  it('refuses other types and larger files with the documented messages (docs/product.md#image-uploads)', () => {
    expect(checkImageFile({ type: 'image/svg+xml', size: 10 })).toBe(INVALID_IMAGE_TYPE)
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe(INVALID_IMAGE_TYPE)
    expect(checkImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(IMAGE_TOO_LARGE)
    expect(checkImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 }, { size: 'Too big' })).toBe(
      'Too big',
    )
  })
})

describe('thumbnailUrl', () => {
  it('points an uploaded image at its 480 px copy and leaves other URLs alone', () => {
    expect(thumbnailUrl('/uploads/services/a1.jpg')).toBe('/uploads/services/a1-480w.webp')
    expect(thumbnailUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
  })
})
