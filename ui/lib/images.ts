/** Widths the upload pipeline writes beside every uploaded image (features/media/image-pipeline.ts). */
export const RESPONSIVE_WIDTHS = [480, 960, 1600] as const

/**
 * srcset candidates for an uploaded image: `/uploads/x/name.jpg` has `/uploads/x/name-480w.webp` … beside it.
 * External URLs get none.
 */
export function srcSetFor(url: string | null | undefined): string | undefined {
  if (!url || !url.startsWith('/uploads/')) return undefined
  const stem = url.replace(/\.[a-z0-9]+$/i, '')
  if (stem === url) return undefined
  return RESPONSIVE_WIDTHS.map((width) => `${stem}-${width}w.webp ${width}w`).join(', ')
}
