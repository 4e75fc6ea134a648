/** SPEC §9: events shown initially per group, and products shown before 'View All Products'. */
export const EVENTS_SHOWN_INITIALLY = 3
export const PRODUCTS_SHOWN_INITIALLY = 6

export const DAY_MS = 24 * 60 * 60 * 1000

/** SPEC §8: the categories section logs this when the fetch fails, and shows 'Something went wrong'. */
export const CATEGORIES_FETCH_ERROR = 'Failed to fetch categories'

type Dated = { date: string | null }

/** The event's time in milliseconds, or null when it has no (valid) date. */
function timeOf(event: Dated): number | null {
  if (!event.date) return null
  const time = Date.parse(event.date)
  return Number.isNaN(time) ? null : time
}

/** SPEC §4: upcoming when its date is later than now; an event without a date counts as past. */
export function isUpcoming(event: Dated, now: number): boolean {
  const time = timeOf(event)
  return time !== null && time > now
}

/** Newest date first; events without a date last (stable otherwise). */
export function sortNewestFirst<T extends Dated>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => {
    const timeA = timeOf(a)
    const timeB = timeOf(b)
    if (timeA === null || timeB === null) return timeA === timeB ? 0 : timeA === null ? 1 : -1
    return timeB - timeA
  })
}

/** SPEC §4: the events split into upcoming and past, each sorted newest first with undated ones last. */
export function splitEvents<T extends Dated>(
  events: readonly T[],
  now: number,
): { upcoming: T[]; past: T[] } {
  const sorted = sortNewestFirst(events)
  return {
    upcoming: sorted.filter((event) => isUpcoming(event, now)),
    past: sorted.filter((event) => !isUpcoming(event, now)),
  }
}

/** Whole days until the date, rounded up (SPEC §2): 1.2 days away is 2. */
export function daysUntil(date: string, now: number): number {
  return Math.ceil((Date.parse(date) - now) / DAY_MS)
}

/** 'In 1 day', 'In 24 days'; 'Today' once the time has come (an upcoming event is always at least 1). */
export function daysUntilLabel(days: number): string {
  if (days <= 0) return 'Today'
  return days === 1 ? 'In 1 day' : `In ${days} days`
}

// Dates are formatted in UTC on the server and in the browser alike, so the server-rendered text hydrates as is.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})
const weekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' })
const timeFormat = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
})

export const DATE_NOT_SPECIFIED = 'Date not specified'

function validDate(iso: string | null | undefined): Date | null {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** en-US long date, e.g. 'March 5, 2027'; 'Date not specified' when there is none. */
export function formatEventDate(iso: string | null | undefined): string {
  const date = validDate(iso)
  return date ? dateFormat.format(date) : DATE_NOT_SPECIFIED
}

/** en-US date and time, e.g. 'Friday, March 5, 2027, 8:00 AM UTC'; 'Date not specified' when there is none. */
export function formatEventDateTime(iso: string | null | undefined): string {
  const date = validDate(iso)
  if (!date) return DATE_NOT_SPECIFIED
  // Newer ICU versions put a narrow no-break space before AM/PM; one plain space reads (and hydrates) the same.
  const time = timeFormat.format(date).replace(/\s+/g, ' ')
  return `${weekdayFormat.format(date)}, ${dateFormat.format(date)}, ${time} UTC`
}

/** Prices are in euros. */
export const PRICE_CURRENCY = 'EUR'
const priceFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: PRICE_CURRENCY })

export const PRICE_ON_REQUEST = 'Contact us'

/** '€1,234.50' (always two decimals); 'Contact us' when the product has no price. */
export function formatPrice(price: number | null | undefined): string {
  return price === null || price === undefined || !Number.isFinite(price)
    ? PRICE_ON_REQUEST
    : priceFormat.format(price)
}

/** The first `limit` items, or all of them once expanded. */
export function visibleItems<T>(list: readonly T[], expanded: boolean, limit: number): T[] {
  return expanded ? [...list] : list.slice(0, limit)
}

/** The toggle under an event list: 'Show All n Events' / 'Show All n Past Events', then 'Show Less'. */
export function eventToggleLabel(count: number, expanded: boolean, kind: 'upcoming' | 'past'): string {
  if (expanded) return 'Show Less'
  return kind === 'past' ? `Show All ${count} Past Events` : `Show All ${count} Events`
}

export type EventAction =
  { kind: 'register'; href: string } | { kind: 'contact'; href: '/#contact' } | { kind: 'close' }

/** SPEC §2: 'Register for Event' when there is a registration URL; else 'Contact Us' if upcoming; else 'Close'. */
export function eventAction(event: { registrationUrl: string | null }, upcoming: boolean): EventAction {
  if (event.registrationUrl) return { kind: 'register', href: event.registrationUrl }
  return upcoming ? { kind: 'contact', href: '/#contact' } : { kind: 'close' }
}
