import { ClientsPage } from '../../../features/clients/admin/ClientsPage'

export function meta() {
  return [{ title: 'Clients | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminClients() {
  return <ClientsPage />
}
