import type { ReactNode } from 'react'
import { ImageWithFallback } from '../../ui/components/ImageWithFallback'
import { altOf } from '../../ui/lib/alt-text'
import { Modal } from '../../ui/components/Modal'
import { RichText } from '../../ui/components/RichText'
import type { Event } from './event.schema'
import { CalendarIcon, ClockIcon, ExternalIcon, PinIcon, UserIcon } from './CategoryIcons'
import { eventAction, formatEventDate, formatEventDateTime } from './category.rules'

export function EventTag({ upcoming, className = '' }: { upcoming: boolean; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ${
        upcoming ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'
      } ${className}`}
    >
      {upcoming ? 'Upcoming' : 'Past Event'}
    </span>
  )
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="relative min-h-8 pl-11">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <span className="absolute top-0 left-0 flex h-8 w-8 items-center justify-center rounded-full bg-brand-500/10 text-brand-600">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 text-sm text-slate-800">{children}</dd>
    </div>
  )
}

type EventModalProps = {
  /** The event shown; null while the modal is closed. */
  event: Event | null
  upcoming: boolean
  categoryTitle: string
  onClose: () => void
}

/**
 * An event's details in a modal, with one action: register, contact us (upcoming) or close
 * (docs/product.md#event-window).
 */
export function EventModal({ event, upcoming, categoryTitle, onClose }: EventModalProps) {
  const action = event ? eventAction(event, upcoming) : null
  return (
    <Modal open={event !== null} onClose={onClose} title={event?.title ?? ''} className="max-w-2xl">
      {event && action ? (
        <article>
          <div className="relative -mx-6 -mt-6">
            {/* Its alt text when one is given (docs/product.md#alt-text); else it decorates, as the title says it all. */}
            <ImageWithFallback
              slot="banner"
              src={event.imageUrl}
              alt={altOf(event.imageAlt, '')}
              className="aspect-[12/5] w-full object-cover"
            />
            <EventTag upcoming={upcoming} className="absolute top-4 left-4 shadow-sm" />
          </div>
          <div className="mt-5 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <p className="text-xs font-semibold tracking-widest text-brand-600 uppercase">{categoryTitle}</p>
            <p className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-700">
              <CalendarIcon className="h-4 w-4 shrink-0 text-brand-600" />
              {formatEventDate(event.date)}
            </p>
          </div>
          <p className="mt-3 text-base leading-7 text-slate-800">{event.description}</p>
          {event.details ? <RichText html={event.details} className="mt-4 text-sm leading-6" /> : null}
          <dl className="mt-6 grid gap-4 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:grid-cols-2">
            <Detail icon={<ClockIcon />} term="Date & time">
              {formatEventDateTime(event.date)}
            </Detail>
            {event.location ? (
              <Detail icon={<PinIcon />} term="Location">
                {event.location}
              </Detail>
            ) : null}
            {event.organizer ? (
              <Detail icon={<UserIcon />} term="Organizer">
                {event.organizer}
              </Detail>
            ) : null}
          </dl>
          <div className="sticky -bottom-6 -mx-6 -mb-6 mt-6 flex justify-end border-t border-slate-200 bg-white/95 px-6 py-4 backdrop-blur">
            {action.kind === 'register' ? (
              <a
                href={action.href}
                target="_blank"
                rel="noopener noreferrer"
                className="btn-primary w-full sm:w-auto"
              >
                Register for Event
                <ExternalIcon />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : action.kind === 'contact' ? (
              <a href={action.href} onClick={onClose} className="btn-primary w-full sm:w-auto">
                Contact Us
              </a>
            ) : (
              <button
                type="button"
                onClick={onClose}
                className="inline-flex w-full items-center justify-center rounded-md bg-navy-900 px-6 py-3 text-sm font-semibold text-white shadow-sm transition hover:bg-navy-800 sm:w-auto"
              >
                Close
              </button>
            )}
          </div>
        </article>
      ) : null}
    </Modal>
  )
}
