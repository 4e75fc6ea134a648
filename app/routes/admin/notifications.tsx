import { NotificationsPage } from '../../../features/admin/pages/NotificationsPage'

export function meta() {
  return [{ title: 'Notifications | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default NotificationsPage
