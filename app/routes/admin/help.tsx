import { HelpPage } from '../../backoffice/screens/help.client'

export function meta() {
  return [{ title: 'Help | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminHelp() {
  return <HelpPage />
}
