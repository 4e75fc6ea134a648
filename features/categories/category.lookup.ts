import type { Database } from '../../platform/db/database'
import { AppError } from '../../platform/errors'
import { isUuid } from '../../platform/fields'
import { categoryRows, type CategoryRow } from './category.repository'

export const CATEGORY_NOT_FOUND = 'Category not found'

/**
 * The category with this id, as its caller may see it: an inactive category exists for administrators only.
 * Shared by the category, event and product services.
 */
export async function requireCategory(
  db: Database,
  id: string,
  options: { includeInactive: boolean },
): Promise<CategoryRow> {
  const row = isUuid(id) ? await categoryRows.find(db, id) : undefined
  if (!row || (!options.includeInactive && !row.isActive)) throw AppError.notFound(CATEGORY_NOT_FOUND)
  return row
}
