import { ServicesPage } from '../../backoffice/screens.client'

export function meta() {
  return [{ title: 'Services | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminServices() {
  return <ServicesPage />
}
