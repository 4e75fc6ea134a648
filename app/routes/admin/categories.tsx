import { CategoriesPage } from '../../backoffice/screens.client'

export function meta() {
  return [{ title: 'Categories | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminCategories() {
  return <CategoriesPage />
}
