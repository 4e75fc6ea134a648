import { CategoriesPage, preload } from '../../backoffice/screens/categories.client'

export function meta() {
  return [{ title: 'Categories | Back-office' }, { name: 'robots', content: 'noindex' }]
}

/** The screen's list is read while its code loads (ui/backoffice/queries.ts, preloadList). */
export function clientLoader() {
  return preload()
}

export default function AdminCategories() {
  return <CategoriesPage />
}
