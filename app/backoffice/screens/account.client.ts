export { AccountPage } from '../../../features/auth/admin/AccountPage'
export { CredentialsTab } from '../../../features/company/admin/CredentialsTab'
