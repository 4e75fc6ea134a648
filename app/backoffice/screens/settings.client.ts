export { SettingsPage } from '../../../features/company/admin/SettingsPage'
