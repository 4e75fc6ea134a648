export { LoginPage } from '../../../features/auth/admin/LoginPage'
