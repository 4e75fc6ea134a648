import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { routeErrorMessage } from '../lib/detail-page'
import { PageError } from './PageError'

/** The home-page list a detail page belongs to: its anchor (`#services`) and its name (`Services`). */
export type HomeList = { anchor: string; name: string }

/** The dark band that opens a detail page: the way back to its home-page section, the page's heading and intro. */
export function DetailHeader({
  list,
  eyebrow,
  title,
  intro,
}: {
  list: HomeList
  eyebrow?: string
  title: string
  intro?: string | null
}) {
  return (
    <section className="bg-navy-950 pt-28 pb-12 text-white">
      <div className="container-page">
        <nav aria-label="Breadcrumb">
          <Link
            to={`/${list.anchor}`}
            className="inline-flex items-center gap-2 text-sm font-medium text-slate-300 hover:text-white"
          >
            <span aria-hidden="true">←</span>
            {` Back to ${list.name}`}
          </Link>
        </nav>
        {eyebrow ? (
          <p className="mt-6 text-sm font-semibold tracking-widest text-amber-accent uppercase">{eyebrow}</p>
        ) : null}
        <h1
          className={`${eyebrow ? 'mt-2' : 'mt-6'} max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl`}
        >
          {title}
        </h1>
        {intro ? <p className="mt-4 max-w-3xl text-lg text-slate-300">{intro}</p> : null}
      </div>
    </section>
  )
}

/** The dark call to action beside a detail page's text, leading to the contact form. */
export function QuoteCard({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <div className="mt-8 rounded-2xl bg-navy-900 p-8 text-white">
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="mt-3 text-slate-300">{text}</p>
      <Link to="/#contact" className="btn-primary mt-6">
        {action}
      </Link>
    </div>
  )
}

/** A detail page's not-found or failure state, with the message its loader threw (else `fallback`). */
export function DetailPageError({
  error,
  fallback,
  list,
}: {
  error: unknown
  fallback: string
  list: HomeList
}) {
  return (
    <PageError
      message={routeErrorMessage(error, fallback)}
      linkTo={`/${list.anchor}`}
      linkText={`View All ${list.name}`}
    />
  )
}
