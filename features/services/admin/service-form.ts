/** Pure parts of the service form: features as lines, and the gallery kept in the form before a service exists. */

export const SERVICE_UPLOAD_PATH = '/upload/services'

export const SERVICE_FORM_MESSAGES = {
  mainUploadFailed: 'Failed to upload main image. Please try again.',
  addImageFailed: 'Failed to add image. Please try again.',
  invalidUpload: 'Failed to upload image - invalid response',
  setMainFailed: 'Failed to set the main image. Please try again.',
  removeImageFailed: 'Failed to remove the image. Please try again.',
  created: 'Service created successfully',
  updated: 'Service updated successfully',
  saveFailed: (message: string | undefined) => `Failed to save service: ${message || 'Unknown error'}`,
} as const

export type Gallery = { images: string[]; mainImageUrl: string | null }

/** One feature per line; blank lines and surrounding spaces are dropped. */
export function parseFeatures(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
}

export function formatFeatures(features: readonly string[]): string {
  return features.join('\n')
}

/** As the server does: the main image is one of the images, and the first image is main when none is chosen. */
export function setMainImage(gallery: Gallery, url: string): Gallery {
  return {
    images: gallery.images.includes(url) ? gallery.images : [url, ...gallery.images],
    mainImageUrl: url,
  }
}

export function addImage(gallery: Gallery, url: string): Gallery {
  if (gallery.images.includes(url)) return gallery
  return { images: [...gallery.images, url], mainImageUrl: gallery.mainImageUrl ?? url }
}

/** Removing the main image makes the next remaining image main. */
export function removeImage(gallery: Gallery, url: string): Gallery {
  const images = gallery.images.filter((image) => image !== url)
  const mainImageUrl = gallery.mainImageUrl === url ? (images[0] ?? null) : gallery.mainImageUrl
  return { images, mainImageUrl }
}

/** The images shown under "Additional images": every image but the main one. */
export function additionalImages(gallery: Gallery): string[] {
  return gallery.images.filter((image) => image !== gallery.mainImageUrl)
}
