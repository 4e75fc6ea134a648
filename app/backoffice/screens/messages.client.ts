export { MessagesPage } from '../../../features/contact/admin/MessagesPage'
