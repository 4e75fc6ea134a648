import type { Service } from './service.schema'

/**
 * The alt text stored for each image the service page's gallery shows (docs/product.md#alt-text): its gallery
 * image's, else the main image's own for the main image; null where none is given (the page describes it from the
 * service's title).
 */
export function galleryAlts(
  service: Pick<Service, 'gallery' | 'mainImageUrl' | 'mainImageAlt'>,
  urls: readonly string[],
): (string | null)[] {
  return urls.map(
    (url) =>
      service.gallery.find((image) => image.url === url)?.alt ??
      (url === service.mainImageUrl ? service.mainImageAlt : null),
  )
}
