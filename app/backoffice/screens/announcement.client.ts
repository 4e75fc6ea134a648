export { AnnouncementPage } from '../../../features/newsletter/admin/AnnouncementPage'
