import { contentReads } from '../../../ui/backoffice/queries'
import { categoryContentType, EVENTS_PART } from '../category.content-type'
/** Pure rules of the Categories screen (docs/product.md#categories). */
import { truncate } from '../../../ui/lib/text'

/** docs/product.md#categories-table: the categories table shows the first 100 characters of the description. */
export const TABLE_DESCRIPTION_MAX = 100

export const CATEGORY_MESSAGES = {
  created: 'Category created successfully',
  updated: 'Category updated successfully',
  deleted: 'Category deleted successfully',
  activated: 'Category activated successfully',
  deactivated: 'Category deactivated successfully',
  createFailed: (message: string) => `Failed to create category: ${message}`,
  updateFailed: (message: string) => `Failed to update category: ${message}`,
  deleteFailed: 'Error deleting category. Please try again.',
  statusFailed: 'Error changing category status. Please try again.',
  orderFailed: 'Error changing category order. Please try again.',
  uploadFailed: 'Image upload failed. Please try again.',
  invalidUpload: 'Error uploading image: Invalid response',
  loadFailed: 'Failed to load categories. Please try again.',
} as const

export const EVENT_MESSAGES = {
  created: 'Event created successfully',
  updated: 'Event updated successfully',
  deleted: 'Event deleted successfully',
  saveFailed: (message: string) => `Failed to save event: ${message}`,
  uploadFailed: 'Error uploading image. Continuing with event creation without image.',
  deleteFailed: 'Error deleting event. Please try again.',
  noCategory: 'No category selected',
} as const

/**
 * The original specification says nothing of product management (docs/product.md#product-form); these follow the
 * categories' and events' wording.
 */
export const PRODUCT_MESSAGES = {
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
  saveFailed: (message: string) => `Failed to save product: ${message}`,
  deleteFailed: 'Error deleting product. Please try again.',
  orderFailed: 'Error changing product order. Please try again.',
} as const

/**
 * docs/product.md#category-form: a failed update whose message mentions a taken title shows the duplicate-title
 * error in the field.
 */
export function isDuplicateTitleError(message: string): boolean {
  return message.toLowerCase().includes('title already exists')
}

/** The table's description column: the description, else the short description, cut at 100 characters. */
export function tableDescription(category: { description: string; shortDescription: string }): string {
  return truncate(category.description.trim() || category.shortDescription.trim(), TABLE_DESCRIPTION_MAX)
}

/** Event dates are edited in UTC, as the website shows them (the date and time field, platform/content-fields.ts). */
export { fromDateTimeInput, toDateTimeInput } from '../../../platform/content-fields'

/** The categories' list and items in the query cache, named after the content type. */
export const CATEGORIES = contentReads(categoryContentType)

/** Every category's events, read apart from the categories (the events' own area). */
export const EVENTS_KEY = [EVENTS_PART.area] as const
