import { StaffPage } from '../../backoffice/screens/staff.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Staff')

export default function AdminStaff() {
  return <StaffPage />
}
