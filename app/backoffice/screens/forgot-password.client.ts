export { ForgotPasswordPage } from '../../../features/auth/admin/ForgotPasswordPage'
