import { DashboardPage } from '../../backoffice/screens/dashboard.client'

export function meta() {
  return [{ title: 'Dashboard | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminDashboard() {
  return <DashboardPage />
}
