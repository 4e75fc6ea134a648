import { AnnouncementPage } from '../../backoffice/screens/announcement.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Announcement')

export default function AdminAnnouncement() {
  return <AnnouncementPage />
}
