import { SERVICES } from '../../../features/services/admin/services-table'
import { preloadList } from '../../../ui/backoffice/queries'

export { ServicesPage } from '../../../features/services/admin/ServicesPage'

/** The route's clientLoader: the screen's list, read while its code loads. */
export const preload = () => preloadList(SERVICES)
