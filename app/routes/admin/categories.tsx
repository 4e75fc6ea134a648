import { CategoriesPage } from '../../../features/categories/admin/CategoriesPage'

export function meta() {
  return [{ title: 'Categories | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminCategories() {
  return <CategoriesPage />
}
