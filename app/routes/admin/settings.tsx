import { SettingsPage } from '../../backoffice/screens.client'

export function meta() {
  return [{ title: 'Company Settings | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminSettings() {
  return <SettingsPage />
}
