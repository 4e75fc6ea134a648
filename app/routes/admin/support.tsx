import { SupportPage } from '../../backoffice/screens/support.client'

export function meta() {
  return [{ title: 'Support | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminSupport() {
  return <SupportPage />
}
