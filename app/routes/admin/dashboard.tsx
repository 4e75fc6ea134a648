import { DashboardPage } from '../../backoffice/screens.client'

export function meta() {
  return [{ title: 'Dashboard | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminDashboard() {
  return <DashboardPage />
}
