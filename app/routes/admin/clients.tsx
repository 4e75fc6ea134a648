import { ClientsPage } from '../../backoffice/screens.client'

export function meta() {
  return [{ title: 'Clients | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminClients() {
  return <ClientsPage />
}
