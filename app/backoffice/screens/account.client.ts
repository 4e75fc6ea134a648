export { AccountPage } from '../../../features/auth/admin/AccountPage'
