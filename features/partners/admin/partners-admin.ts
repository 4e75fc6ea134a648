import { contentReads } from '../../../ui/backoffice/queries'
import { partnerContentType } from '../partner.content-type'
/** The Partners screen's pure rules and texts (docs/product.md#partners). */

export const PARTNERS_MESSAGES = {
  loadFailed: 'Failed to load partners. Please try again.',
  saveFailed: 'Failed to save partner. Please try again.',
  deleteFailed: 'Failed to delete partner. Please try again.',
  orderFailed: 'Failed to save the partners’ new order. Please try again.',
  uploadFailed: (message: string) => `Error uploading image: ${message}`,
  /** docs/product.md#partner-form: the partner logo's own words for a file over 5 MB. */
  logoTooLarge: 'Image file size must be less than 5MB',
  added: 'Partner added successfully',
  updated: 'Partner updated successfully',
  deleted: 'Partner deleted successfully',
} as const

/** A website as the table shows it: without the scheme, "www." and a trailing slash. */
export function displayWebsite(url: string): string {
  return url
    .replace(/^[a-z][a-z\d+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '')
}

/** The partners' list in the query cache, named after the content type. */
export const PARTNERS = contentReads(partnerContentType)
