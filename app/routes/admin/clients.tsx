import { ClientsPage, preload } from '../../backoffice/screens/clients.client'

export function meta() {
  return [{ title: 'Clients | Back-office' }, { name: 'robots', content: 'noindex' }]
}

/** The screen's list is read while its code loads (ui/backoffice/queries.ts, preloadList). */
export function clientLoader() {
  return preload()
}

export default function AdminClients() {
  return <ClientsPage />
}
