/** Pure parts of the service form: features as lines, and the gallery kept in the form before a service exists. */

import { cleanLines } from '../../../platform/content-fields'

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

/**
 * The features as saved: in their order, without surrounding spaces and empty lines (a form kept from before the
 * list editor holds them as text, one per line). The edit window cleans every declared list so.
 */
export const cleanFeatures = cleanLines

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

/** The gallery with its additional images in this order (the main image keeps its place). */
export function orderAdditionalImages(gallery: Gallery, additional: readonly string[]): Gallery {
  let next = 0
  return {
    ...gallery,
    images: gallery.images.map((image) =>
      image === gallery.mainImageUrl ? image : (additional[next++] ?? image),
    ),
  }
}

/** The images shown under "Additional images": every image but the main one. */
export function additionalImages(gallery: Gallery): string[] {
  return gallery.images.filter((image) => image !== gallery.mainImageUrl)
}
