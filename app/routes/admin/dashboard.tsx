import { DashboardPage } from '../../backoffice/screens/dashboard.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Dashboard')

export default function AdminDashboard() {
  return <DashboardPage />
}
