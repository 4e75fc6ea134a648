import { AdminLayout } from '../../backoffice/screens.client'

export function meta() {
  return [{ title: 'Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function Admin() {
  return <AdminLayout />
}
