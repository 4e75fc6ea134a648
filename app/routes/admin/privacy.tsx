import { PrivacyPage } from '../../backoffice/screens/privacy.client'

export function meta() {
  return [{ title: 'Privacy requests | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminPrivacy() {
  return <PrivacyPage />
}
