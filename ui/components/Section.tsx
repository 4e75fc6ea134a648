import type { ReactNode } from 'react'
import type { Settled } from '../lib/settle'

type Tone = 'light' | 'dark'

type SectionHeaderProps = {
  id: string
  eyebrow: string
  title: string
  intro?: string
  tone?: Tone
}

export function SectionHeader({ id, eyebrow, title, intro, tone = 'light' }: SectionHeaderProps) {
  return (
    <div className="max-w-2xl">
      <p
        className={
          tone === 'dark'
            ? 'text-sm font-semibold tracking-widest text-amber-accent uppercase'
            : 'section-eyebrow'
        }
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={
          tone === 'dark' ? 'mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl' : 'section-title'
        }
      >
        {title}
      </h2>
      {intro ? (
        <p className={`mt-4 text-lg ${tone === 'dark' ? 'text-slate-300' : 'text-slate-600'}`}>{intro}</p>
      ) : null}
    </div>
  )
}

type SectionProps = Omit<SectionHeaderProps, 'id'> & {
  /** The section's anchor; its heading is `<id>-title`, which names the section. */
  id: string
  /** The band's classes (background, padding). */
  className: string
  /** Beside the heading, e.g. a count; the heading row is a flex row when it is given (even as null). */
  aside?: ReactNode
  children: ReactNode
  /** After the page-width container, e.g. the window a card opens. */
  after?: ReactNode
}

/** A public page's section: a named landmark with its eyebrow, heading and intro, then its own content. */
export function Section({ id, className, aside, children, after, ...header }: SectionProps) {
  const heading = <SectionHeader id={`${id}-title`} {...header} />
  return (
    <section id={id} className={className} aria-labelledby={`${id}-title`}>
      <div className="container-page">
        {aside === undefined ? (
          heading
        ) : (
          <div className="flex flex-wrap items-end justify-between gap-4">
            {heading}
            {aside}
          </div>
        )}
        {children}
      </div>
      {after}
    </section>
  )
}

export function SectionMessage({
  kind,
  tone = 'light',
  children,
}: {
  kind: 'error' | 'empty'
  tone?: Tone
  children: ReactNode
}) {
  if (tone === 'dark') {
    return kind === 'error' ? (
      <p role="alert" className="mt-10 text-red-200">
        {children}
      </p>
    ) : (
      <p className="mt-10 text-slate-300">{children}</p>
    )
  }
  return kind === 'error' ? (
    <div role="alert" className="mt-10 rounded-lg bg-red-50 p-6 text-red-800 ring-1 ring-red-200">
      {children}
    </div>
  ) : (
    <p className="mt-10 text-slate-600">{children}</p>
  )
}

/**
 * A section's list from the page's data (docs/product.md#home-page): its error message when it failed to load (a
 * heading line and a hint when `errorHint` is given), its empty message when there is nothing, else the items.
 */
export function SettledList<T>({
  list,
  error,
  errorHint,
  empty,
  tone,
  children,
}: {
  list: Settled<T[]>
  error: string
  errorHint?: string
  empty: string
  tone?: Tone
  children: (items: T[]) => ReactNode
}) {
  if (!list.ok) {
    return (
      <SectionMessage kind="error" tone={tone}>
        {errorHint ? (
          <>
            <p className="font-semibold">{error}</p>
            <p className="mt-1 text-sm">{errorHint}</p>
          </>
        ) : (
          error
        )}
      </SectionMessage>
    )
  }
  if (list.data.length === 0) {
    return (
      <SectionMessage kind="empty" tone={tone}>
        {empty}
      </SectionMessage>
    )
  }
  return children(list.data)
}
