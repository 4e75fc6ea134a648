import { StaffPage } from '../../backoffice/screens/staff.client'

export function meta() {
  return [{ title: 'Staff | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminStaff() {
  return <StaffPage />
}
