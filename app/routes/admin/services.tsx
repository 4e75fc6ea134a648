import { ServicesPage, preload } from '../../backoffice/screens/services.client'

export function meta() {
  return [{ title: 'Services | Back-office' }, { name: 'robots', content: 'noindex' }]
}

/** The screen's list is read while its code loads (ui/backoffice/queries.ts, preloadList). */
export function clientLoader() {
  return preload()
}

export default function AdminServices() {
  return <ServicesPage />
}
