export { HomePageScreen } from '../../../features/company/admin/HomePageScreen'
