import { ServicesPage, preload } from '../../backoffice/screens/services.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Services')

/** The screen's list is read while its code loads (ui/backoffice/queries.ts, preloadList). */
export function clientLoader() {
  return preload()
}

export default function AdminServices() {
  return <ServicesPage />
}
