import { AnnouncementComposerPage } from '../../backoffice/screens/announcement-new.client'

export function meta() {
  return [{ title: 'New announcement | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminNewAnnouncement() {
  return <AnnouncementComposerPage />
}
