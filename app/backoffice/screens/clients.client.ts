import { CLIENTS } from '../../../features/clients/admin/clients-admin'
import { preloadList } from '../../../ui/backoffice/queries'

export { ClientsPage } from '../../../features/clients/admin/ClientsPage'

/** The route's clientLoader: the screen's list, read while its code loads. */
export const preload = () => preloadList(CLIENTS)
