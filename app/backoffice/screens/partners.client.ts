import { PARTNERS } from '../../../features/partners/admin/partners-admin'
import { preloadList } from '../../../ui/backoffice/queries'

export { PartnersPage } from '../../../features/partners/admin/PartnersPage'

/** The route's clientLoader: the screen's list, read while its code loads. */
export const preload = () => preloadList(PARTNERS)
