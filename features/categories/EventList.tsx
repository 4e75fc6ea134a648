import { useCallback, useId, useMemo, useState } from 'react'
import { DecorativeImage } from '../../ui/components/ImageWithFallback'
import { Section } from '../../ui/components/Section'
import type { Event } from './event.schema'
import { CalendarIcon, PinIcon } from './CategoryIcons'
import { EventModal, EventTag } from './EventModal'
import {
  daysUntil,
  daysUntilLabel,
  EVENTS_SHOWN_INITIALLY,
  eventToggleLabel,
  formatEventDate,
  splitEvents,
} from './category.rules'
import { ShowMoreButton, useShowMore } from './ShowMore'

function EventCard({
  event,
  upcoming,
  now,
  onOpen,
}: {
  event: Event
  upcoming: boolean
  now: number
  onOpen: (event: Event) => void
}) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition focus-within:ring-2 focus-within:ring-brand-500 hover:-translate-y-1 hover:shadow-lg">
      <div className="relative overflow-hidden">
        <DecorativeImage
          slot="gridBanner"
          src={event.imageUrl}
          className={`aspect-[40/21] w-full object-cover transition duration-500 group-hover:scale-105 ${
            upcoming ? '' : 'grayscale-[35%]'
          }`}
        />
        <EventTag upcoming={upcoming} className="absolute top-3 left-3 shadow-sm" />
        {upcoming && event.date ? (
          <span className="absolute top-3 right-3 rounded-full bg-navy-950/85 px-2.5 py-1 text-xs font-semibold text-white">
            {daysUntilLabel(daysUntil(event.date, now))}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h4 className="text-base leading-snug font-semibold text-navy-900">
          {/* The button covers the whole card, so a click anywhere opens the details. */}
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => onOpen(event)}
            className="text-left after:absolute after:inset-0 focus-visible:outline-none"
          >
            {event.title}
          </button>
        </h4>
        <ul className="mt-3 space-y-1.5 text-sm text-slate-600">
          <li className="flex items-center gap-2">
            <CalendarIcon className="h-4 w-4 shrink-0 text-brand-600" />
            <span>{formatEventDate(event.date)}</span>
          </li>
          {event.location ? (
            <li className="flex items-center gap-2">
              <PinIcon className="h-4 w-4 shrink-0 text-brand-600" />
              <span>{event.location}</span>
            </li>
          ) : null}
        </ul>
        <p className="mt-3 line-clamp-2 text-sm leading-6 text-slate-600">{event.description}</p>
        <span
          aria-hidden="true"
          className="mt-auto pt-4 text-sm font-semibold text-brand-600 group-hover:text-brand-500"
        >
          View details →
        </span>
      </div>
    </article>
  )
}

function EventGroup({
  kind,
  events,
  now,
  emptyText,
  onOpen,
}: {
  kind: 'upcoming' | 'past'
  events: Event[]
  now: number
  emptyText: string
  onOpen: (event: Event, upcoming: boolean) => void
}) {
  const list = useShowMore(events, EVENTS_SHOWN_INITIALLY)
  const headingId = useId()
  const upcoming = kind === 'upcoming'
  return (
    <section className="mt-12 first:mt-0" aria-labelledby={headingId}>
      <div className="flex items-baseline justify-between gap-4">
        <h3 id={headingId} className="text-xl font-bold text-navy-900">
          {upcoming ? 'Upcoming Events' : 'Past Events'}
        </h3>
        {events.length > 0 ? (
          <p className="text-sm text-slate-600">
            {events.length} {events.length === 1 ? 'event' : 'events'}
          </p>
        ) : null}
      </div>
      {events.length === 0 ? (
        <p className="mt-4 rounded-xl bg-white px-6 py-8 text-center text-slate-600 ring-1 ring-slate-200">
          {emptyText}
        </p>
      ) : (
        <>
          <ul id={list.listId} role="list" className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.shown.map((event) => (
              <li key={event._id}>
                <EventCard
                  event={event}
                  upcoming={upcoming}
                  now={now}
                  onOpen={(opened) => onOpen(opened, upcoming)}
                />
              </li>
            ))}
          </ul>
          <ShowMoreButton
            list={list}
            className="mt-6"
            buttonClassName="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-navy-900 shadow-sm transition hover:border-brand-500 hover:text-brand-600"
          >
            {eventToggleLabel(events.length, list.expanded, kind)}
          </ShowMoreButton>
        </>
      )}
    </section>
  )
}

/**
 * A category's events, split into upcoming and past (docs/product.md#events); a card opens the event's details.
 */
export function EventsSection({
  events,
  now,
  categoryTitle,
}: {
  events: Event[]
  /** The time the page was loaded (from the loader, so server and browser agree). */
  now: number
  categoryTitle: string
}) {
  const { upcoming, past } = useMemo(() => splitEvents(events, now), [events, now])
  const [selected, setSelected] = useState<{ event: Event; upcoming: boolean } | null>(null)
  const open = useCallback(
    (event: Event, isUpcoming: boolean) => setSelected({ event, upcoming: isUpcoming }),
    [],
  )
  const close = useCallback(() => setSelected(null), [])

  return (
    <Section
      id="events"
      className="bg-slate-50 py-16 sm:py-20"
      eyebrow="Events & training"
      title="Events"
      intro="Demonstrations, seminars and courses run by our engineers and manufacturer partners."
      after={
        <EventModal
          event={selected?.event ?? null}
          upcoming={selected?.upcoming ?? false}
          categoryTitle={categoryTitle}
          onClose={close}
        />
      }
    >
      <div className="mt-10">
        <EventGroup
          kind="upcoming"
          events={upcoming}
          now={now}
          emptyText="No upcoming events are scheduled at the moment. Check back soon."
          onOpen={open}
        />
        <EventGroup
          kind="past"
          events={past}
          now={now}
          emptyText="No past events to show yet."
          onOpen={open}
        />
      </div>
    </Section>
  )
}
