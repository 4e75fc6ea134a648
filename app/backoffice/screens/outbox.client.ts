export { OutboxPage } from '../../../features/mail/admin/OutboxPage'
