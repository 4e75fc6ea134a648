export { SupportPage } from '../../../features/system/admin/SupportPage'
