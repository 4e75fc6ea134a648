import { MessagesPage } from '../../backoffice/screens/messages.client'

export function meta() {
  return [{ title: 'Contact Messages | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminMessages() {
  return <MessagesPage />
}
