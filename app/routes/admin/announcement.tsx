import { AnnouncementPage } from '../../backoffice/screens/announcement.client'

export function meta() {
  return [{ title: 'Announcement | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminAnnouncement() {
  return <AnnouncementPage />
}
