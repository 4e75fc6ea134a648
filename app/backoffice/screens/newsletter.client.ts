export { NewsletterPage } from '../../../features/newsletter/admin/NewsletterPage'
