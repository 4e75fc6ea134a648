import { AnnouncementComposerPage } from '../../backoffice/screens/announcement-new.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('New announcement')

export default function AdminNewAnnouncement() {
  return <AnnouncementComposerPage />
}
