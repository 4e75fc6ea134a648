import { PartnersPage } from '../../backoffice/screens.client'

export function meta() {
  return [{ title: 'Partners | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminPartners() {
  return <PartnersPage />
}
