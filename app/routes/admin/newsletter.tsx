import { NewsletterPage } from '../../../features/newsletter/admin/NewsletterPage'

export function meta() {
  return [{ title: 'Newsletter Subscribers | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default NewsletterPage
