import { SupportPage } from '../../backoffice/screens/support.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Support')

export default function AdminSupport() {
  return <SupportPage />
}
