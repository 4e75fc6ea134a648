import { NotificationsPage } from '../../backoffice/screens/notifications.client'

export function meta() {
  return [{ title: 'Notifications | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminNotifications() {
  return <NotificationsPage />
}
