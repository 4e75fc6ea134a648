export { ResetPasswordPage } from '../../../features/auth/admin/ResetPasswordPage'
