import { NewsletterPage } from '../../backoffice/screens/newsletter.client'

export function meta() {
  return [{ title: 'Newsletter | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminNewsletter() {
  return <NewsletterPage />
}
