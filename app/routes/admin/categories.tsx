import { CategoriesPage, preload } from '../../backoffice/screens/categories.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Categories')

/** The screen's list is read while its code loads (ui/backoffice/queries.ts, preloadList). */
export function clientLoader() {
  return preload()
}

export default function AdminCategories() {
  return <CategoriesPage />
}
