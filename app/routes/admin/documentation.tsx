import { DocumentationPage } from '../../backoffice/screens/documentation.client'

export function meta() {
  return [{ title: 'Back-office guide | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminDocumentation() {
  return <DocumentationPage />
}
