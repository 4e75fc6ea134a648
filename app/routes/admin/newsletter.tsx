import { NewsletterPage } from '../../backoffice/screens/newsletter.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Newsletter')

export default function AdminNewsletter() {
  return <NewsletterPage />
}
