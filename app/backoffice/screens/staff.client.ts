export { StaffPage } from '../../../features/staff/admin/StaffPage'
