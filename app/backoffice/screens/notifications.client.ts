export { NotificationsPage } from '../../../features/notifications/admin/NotificationsPage'
