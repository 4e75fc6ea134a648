import { DocumentationPage } from '../../backoffice/screens/documentation.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Back-office guide')

export default function AdminDocumentation() {
  return <DocumentationPage />
}
