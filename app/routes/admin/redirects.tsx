import { RedirectsPage } from '../../backoffice/screens/redirects.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Redirects')

export default function AdminRedirects() {
  return <RedirectsPage />
}
