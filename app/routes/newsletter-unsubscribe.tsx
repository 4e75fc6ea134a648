import { useLoaderData } from 'react-router'
import {
  BackToSite,
  LinkQuestion,
  loadNewsletterLink,
  NewsletterLinkPage,
  newsletterPageHeaders,
  newsletterPageMeta,
} from '../components/NewsletterLinkPage'
import { usePublicLayout } from '../lib/layout-data'
import type { Route } from './+types/newsletter-unsubscribe'

/**
 * docs/product.md#unsubscribing. The visible link of every newsletter opens this page, which asks before it ends
 * anything: scanners GET links too. The button, like a mail client's one-click unsubscribe (RFC 8058), posts to
 * features/newsletter/newsletter.links.ts.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadNewsletterLink(
    request,
    (token) => context.newsletterLinks.unsubscribeLink(token),
    (link, token) => (link.state === 'subscribed' ? 200 : token ? 404 : 400),
  )
}

export const headers = newsletterPageHeaders

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const title =
    loaded?.link.state === 'subscribed' ? 'Unsubscribe from the newsletter' : 'You are not subscribed'
  return newsletterPageMeta(title, matches)
}

export default function NewsletterUnsubscribe() {
  const { link, token } = useLoaderData<typeof loader>()
  const { company } = usePublicLayout()
  if (link.state === 'subscribed')
    return (
      <LinkQuestion
        title="Unsubscribe from the newsletter"
        path="/newsletter/unsubscribe"
        token={token}
        name="unsubscribe"
        button="Unsubscribe"
        back="Keep my subscription"
      >
        <p>
          Stop sending the {company.name} newsletter to{' '}
          <strong className="font-semibold break-words text-navy-900">{link.email}</strong>? The address is
          removed from our list at once.
        </p>
      </LinkQuestion>
    )
  return (
    <NewsletterLinkPage icon="alert" title="You are not subscribed" actions={<BackToSite />}>
      <p>
        This link belongs to no subscription: the address has probably been unsubscribed already. If you still
        receive our newsletter, use the link in the latest issue.
      </p>
    </NewsletterLinkPage>
  )
}
