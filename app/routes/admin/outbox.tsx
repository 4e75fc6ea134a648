import { OutboxPage } from '../../backoffice/screens/outbox.client'

export function meta() {
  return [{ title: 'Outbox | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminOutbox() {
  return <OutboxPage />
}
