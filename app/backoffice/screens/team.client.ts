import { TEAM } from '../../../features/team/admin/team-admin'
import { preloadList } from '../../../ui/backoffice/queries'

export { TeamPage } from '../../../features/team/admin/TeamPage'

/** The route's clientLoader: the screen's list, read while its code loads. */
export const preload = () => preloadList(TEAM)
