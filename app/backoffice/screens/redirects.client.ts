export { RedirectsPage } from '../../../features/redirects/admin/RedirectsPage'
