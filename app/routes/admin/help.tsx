import { HelpPage } from '../../../features/admin/pages/GuidePages'

export function meta() {
  return [{ title: 'Help | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default HelpPage
