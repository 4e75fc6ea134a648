import { SettingsPage } from '../../backoffice/screens/settings.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Company Settings')

export default function AdminSettings() {
  return <SettingsPage />
}
