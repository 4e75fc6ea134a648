import { MessagesPage } from '../../../features/contact/admin/MessagesPage'

export function meta() {
  return [{ title: 'Contact Messages | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default MessagesPage
