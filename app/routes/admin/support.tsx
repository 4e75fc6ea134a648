import { SupportPage } from '../../../features/admin/pages/SupportPage'

export function meta() {
  return [{ title: 'Support | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default SupportPage
