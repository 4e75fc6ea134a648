import type { ReactNode } from 'react'
import { data, Link, type MetaDescriptor } from 'react-router'
import { layoutFromMatches } from '../lib/layout-data'

type MetaMatches = Parameters<typeof layoutFromMatches>[0]

type Icon = 'mail' | 'check' | 'alert'

const ICON_PATHS: Record<Icon, string> = {
  mail: 'M3 7.5 12 13l9-5.5M4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11A1.5 1.5 0 0 1 4.5 5Z',
  check: 'M5 12.5 10 17.5 19 7',
  alert:
    'M12 8v5m0 3.5v.01M10.3 3.9 2.6 17.4A2 2 0 0 0 4.3 20.4h15.4a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
}

const ICON_LOOK: Record<Icon, string> = {
  mail: 'bg-brand-500/10 text-brand-600',
  check: 'bg-emerald-500/10 text-emerald-700',
  alert: 'bg-amber-accent/15 text-amber-700',
}

/**
 * The page a newsletter link opens (confirm, unsubscribe, and what follows): one card in the site's look, under
 * the navbar, with the footer (and its sign-up form) below.
 */
export function NewsletterLinkPage({
  icon,
  title,
  children,
  actions,
}: {
  icon: Icon
  title: string
  children: ReactNode
  actions?: ReactNode
}) {
  return (
    <section className="flex min-h-[70vh] items-center bg-slate-50 pt-28 pb-20">
      <div className="container-page">
        <div className="mx-auto max-w-xl rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200 sm:p-12">
          <span className={`flex h-14 w-14 items-center justify-center rounded-full ${ICON_LOOK[icon]}`}>
            <svg
              viewBox="0 0 24 24"
              width="28"
              height="28"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d={ICON_PATHS[icon]} />
            </svg>
          </span>
          <p className="section-eyebrow mt-6">Newsletter</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-navy-900">{title}</h1>
          <div className="mt-4 space-y-3 leading-7 text-slate-700">{children}</div>
          {actions ? <div className="mt-8 flex flex-wrap items-center gap-4">{actions}</div> : null}
        </div>
      </div>
    </section>
  )
}

/** A quiet way out of the card. */
export function BackToSite({ children = 'Back to the website' }: { children?: ReactNode }) {
  return (
    <Link to="/" className="text-sm font-semibold text-brand-600 underline-offset-4 hover:underline">
      {children}
    </Link>
  )
}

/** A button that posts to `action` (a plain form: no script, as a scanner's GET never presses it). */
function PostButton({ action, name, children }: { action: string; name: string; children: string }) {
  return (
    <form method="post" action={action}>
      <button type="submit" name={name} value="yes" className="btn-primary">
        {children}
      </button>
    </form>
  )
}

/**
 * The page a valid link opens: it asks before it acts (mail scanners GET every link), with the button that posts
 * the link's `?token=` back to `path` and a way back that changes nothing.
 */
export function LinkQuestion({
  title,
  path,
  token,
  name,
  button,
  back,
  children,
}: {
  title: string
  path: string
  token: string
  /** The button's name (the form field the POST carries). */
  name: string
  button: string
  back: string
  children: ReactNode
}) {
  return (
    <NewsletterLinkPage
      icon="mail"
      title={title}
      actions={
        <>
          <PostButton action={`${path}?token=${encodeURIComponent(token)}`} name={name}>
            {button}
          </PostButton>
          <BackToSite>{back}</BackToSite>
        </>
      }
    >
      {children}
    </NewsletterLinkPage>
  )
}

/** A newsletter link's page is one person's: never indexed, never kept by a browser or a proxy. */
export function newsletterPageHeaders() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }
}

/** The loader of a newsletter link's page: what the link's ?token= names, answered with `statusOf` it. */
export async function loadNewsletterLink<Link>(
  request: Request,
  read: (token: string) => Promise<Link>,
  statusOf: (link: Link, token: string) => number,
) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const link = await read(token)
  return data({ link, token }, { status: statusOf(link, token) })
}

/** "<title> | <company>", never indexed. */
export function newsletterPageMeta(title: string, matches: MetaMatches): MetaDescriptor[] {
  const { company } = layoutFromMatches(matches)
  return [{ title: `${title} | ${company.name}` }, { name: 'robots', content: 'noindex' }]
}
