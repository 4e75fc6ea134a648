import { useMatches } from 'react-router'
import { BackToSite, NewsletterLinkPage, newsletterPageMeta } from '../components/NewsletterLinkPage'
import { usePublicLayout } from '../lib/layout-data'
import type { Route } from './+types/newsletter-done'

/** Where the confirm and unsubscribe buttons lead once done (docs/product.md#confirming-a-subscription). */
const CONFIRMED_ROUTE_ID = 'newsletter-confirmed'

const isConfirmed = (matches: readonly ({ id: string } | undefined)[]) =>
  matches.some((match) => match?.id === CONFIRMED_ROUTE_ID)

export function meta({ matches }: Route.MetaArgs) {
  const title = isConfirmed(matches) ? 'Your subscription is confirmed' : 'You have been unsubscribed'
  return newsletterPageMeta(title, matches)
}

export default function NewsletterDone() {
  const { company } = usePublicLayout()
  if (isConfirmed(useMatches()))
    return (
      <NewsletterLinkPage icon="check" title="Your subscription is confirmed" actions={<BackToSite />}>
        <p>
          Thank you! You will receive the {company.name} newsletter. Every issue has a link to unsubscribe at
          the bottom.
        </p>
      </NewsletterLinkPage>
    )
  return (
    <NewsletterLinkPage icon="check" title="You have been unsubscribed" actions={<BackToSite />}>
      <p>
        You will receive no more newsletters from {company.name}. Changed your mind? You can subscribe again
        with the form at the bottom of this page.
      </p>
    </NewsletterLinkPage>
  )
}
