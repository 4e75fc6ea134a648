import { DocumentationPage } from '../../../features/admin/pages/GuidePages'

export function meta() {
  return [{ title: 'Back-office guide | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default DocumentationPage
