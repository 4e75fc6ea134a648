/**
 * An image's alt text on the public pages (docs/product.md#alt-text): the one its editor gave ('' for an image
 * marked decorative), else what the site says of it from its item (`fallback`, as before alt texts were asked for).
 */
export function altOf(given: string | null | undefined, fallback: string): string {
  return typeof given === 'string' ? given : fallback
}
