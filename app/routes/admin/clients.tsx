import { ClientsPage, preload } from '../../backoffice/screens/clients.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Clients')

/** The screen's list is read while its code loads (ui/backoffice/queries.ts, preloadList). */
export function clientLoader() {
  return preload()
}

export default function AdminClients() {
  return <ClientsPage />
}
