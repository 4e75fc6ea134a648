export { PrivacyPage } from '../../../features/privacy/admin/PrivacyPage'
