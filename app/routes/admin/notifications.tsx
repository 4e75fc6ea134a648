import { NotificationsPage } from '../../backoffice/screens/notifications.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Notifications')

export default function AdminNotifications() {
  return <NotificationsPage />
}
