import { SettingsPage } from '../../backoffice/screens/settings.client'

export function meta() {
  return [{ title: 'Company Settings | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminSettings() {
  return <SettingsPage />
}
