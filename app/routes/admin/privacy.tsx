import { PrivacyPage } from '../../backoffice/screens/privacy.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Privacy requests')

export default function AdminPrivacy() {
  return <PrivacyPage />
}
