import { useLoaderData } from 'react-router'
import { CONFIRMATION_DAYS } from '../../features/newsletter/newsletter.schema'
import {
  BackToSite,
  LinkQuestion,
  loadNewsletterLink,
  NewsletterLinkPage,
  newsletterPageHeaders,
  newsletterPageMeta,
} from '../components/NewsletterLinkPage'
import { usePublicLayout } from '../lib/layout-data'
import type { Route } from './+types/newsletter-confirm'

/**
 * docs/product.md#confirming-a-subscription. The link in the confirmation mail opens this page, which confirms
 * nothing by itself: mail scanners and link previews GET every link, so a GET that confirmed would subscribe
 * addresses whose owners never clicked, which is what double opt-in exists to prevent. The button posts to
 * features/newsletter/newsletter.links.ts.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadNewsletterLink(
    request,
    (token) => context.newsletterLinks.confirmationLink(token),
    (link, token) => (link.state === 'pending' ? 200 : link.state === 'expired' ? 410 : token ? 404 : 400),
  )
}

export const headers = newsletterPageHeaders

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const title =
    loaded?.link.state === 'pending'
      ? 'Confirm your subscription'
      : loaded?.link.state === 'expired'
        ? 'This link has expired'
        : 'This link is not valid'
  return newsletterPageMeta(title, matches)
}

export default function NewsletterConfirm() {
  const { link, token } = useLoaderData<typeof loader>()
  const { company } = usePublicLayout()
  if (link.state === 'pending')
    return (
      <LinkQuestion
        title="Confirm your subscription"
        path="/newsletter/confirm"
        token={token}
        name="confirm"
        button="Confirm subscription"
        back="Not now"
      >
        <p>
          Subscribe <strong className="font-semibold break-words text-navy-900">{link.email}</strong> to the{' '}
          {company.name} newsletter: news, events and product updates, about once a month.
        </p>
        <p className="text-sm text-slate-600">
          You can unsubscribe at any time with the link at the bottom of every newsletter.
        </p>
      </LinkQuestion>
    )
  if (link.state === 'expired')
    return (
      <NewsletterLinkPage icon="alert" title="This link has expired" actions={<BackToSite />}>
        <p>
          Confirmation links work for {CONFIRMATION_DAYS} days. Enter your e-mail address in the newsletter
          form at the bottom of this page and we will send you a new one.
        </p>
      </NewsletterLinkPage>
    )
  return (
    <NewsletterLinkPage icon="alert" title="This link is not valid" actions={<BackToSite />}>
      <p>
        It may have been replaced by a newer link, or the subscription is already confirmed. To subscribe,
        enter your e-mail address in the newsletter form at the bottom of this page.
      </p>
    </NewsletterLinkPage>
  )
}
