/**
 * docs/product.md#image-uploads: what the back-office accepts as an image before it is sent (the server checks the
 * content).
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',')

export const INVALID_IMAGE_TYPE = 'Please select a valid image file (JPEG, PNG, GIF, or WEBP)'
export const IMAGE_TOO_LARGE = 'Image size should be less than 5MB'

/**
 * The documented message (docs/product.md#image-uploads) for a file that must not be uploaded, or null when it may
 * be.
 */
export function checkImageFile(
  file: { type: string; size: number },
  messages: { type?: string; size?: string } = {},
): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return messages.type ?? INVALID_IMAGE_TYPE
  if (file.size > MAX_IMAGE_BYTES) return messages.size ?? IMAGE_TOO_LARGE
  return null
}

/** The smallest responsive copy of an uploaded image, for thumbnails (external URLs as they are). */
export function thumbnailUrl(url: string): string {
  if (!url.startsWith('/uploads/')) return url
  const stem = url.replace(/\.[a-z0-9]+$/i, '')
  return stem === url ? url : `${stem}-480w.webp`
}
