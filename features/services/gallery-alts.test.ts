import { describe, expect, it } from 'vitest'
import { galleryAlts } from './gallery-alts'

describe("the service page gallery's alt texts (docs/product.md#alt-text)", () => {
  it("gives each image its stored alt text, the main image's own as a fallback, else none", () => {
    const service = {
      mainImageUrl: '/uploads/services/a.webp',
      mainImageAlt: 'Main switchboard',
      gallery: [
        { _id: '1', url: '/uploads/services/a.webp', alt: null },
        { _id: '2', url: '/uploads/services/b.webp', alt: '' },
        { _id: '3', url: '/uploads/services/c.webp', alt: 'Cable trays' },
        { _id: '4', url: '/uploads/services/d.webp', alt: null },
      ],
    }
    const urls = service.gallery.map((image) => image.url)
    expect(galleryAlts(service, urls)).toEqual(['Main switchboard', '', 'Cable trays', null])
  })
})
