export { AnnouncementComposerPage } from '../../../features/newsletter/admin/AnnouncementComposerPage'
