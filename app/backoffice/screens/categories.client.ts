import { CATEGORIES } from '../../../features/categories/admin/categories-admin'
import { preloadList } from '../../../ui/backoffice/queries'

export { CategoriesPage } from '../../../features/categories/admin/CategoriesPage'

/** The route's clientLoader: the screen's list, read while its code loads. */
export const preload = () => preloadList(CATEGORIES)
