import { PartnersPage, preload } from '../../backoffice/screens/partners.client'

export function meta() {
  return [{ title: 'Partners | Back-office' }, { name: 'robots', content: 'noindex' }]
}

/** The screen's list is read while its code loads (ui/backoffice/queries.ts, preloadList). */
export function clientLoader() {
  return preload()
}

export default function AdminPartners() {
  return <PartnersPage />
}
