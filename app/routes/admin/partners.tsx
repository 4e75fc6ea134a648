import { PartnersPage, preload } from '../../backoffice/screens/partners.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Partners')

/** The screen's list is read while its code loads (ui/backoffice/queries.ts, preloadList). */
export function clientLoader() {
  return preload()
}

export default function AdminPartners() {
  return <PartnersPage />
}
