import { groupDigits } from '../../ui/lib/text'

/** Events shown initially per group (docs/product.md#events), and products shown before 'View All Products'
 * (docs/product.md#products). */
export const EVENTS_SHOWN_INITIALLY = 3
export const PRODUCTS_SHOWN_INITIALLY = 6

export const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The original specification's log line for a failed categories read; the home page logs its own line instead
 * (docs/product.md#differences-from-the-original-specification), and the section shows 'Something went wrong'
 * (docs/product.md#categories-section).
 */
export const CATEGORIES_FETCH_ERROR = 'Failed to fetch categories'

type Dated = { date: string | null }

/** The event's time in milliseconds, or null when it has no (valid) date. */
function timeOf(event: Dated): number | null {
  if (!event.date) return null
  const time = Date.parse(event.date)
  return Number.isNaN(time) ? null : time
}

/** docs/product.md#events: upcoming when its date is later than now; an event without a date counts as past. */
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

/**
 * docs/product.md#events: the events split into upcoming and past, each sorted newest first with undated ones
 * last.
 */
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

/** Whole days until the date, rounded up (docs/product.md#events): 1.2 days away is 2. */
export function daysUntil(date: string, now: number): number {
  return Math.ceil((Date.parse(date) - now) / DAY_MS)
}

/** 'In 1 day', 'In 24 days'; 'Today' once the time has come (an upcoming event is always at least 1). */
export function daysUntilLabel(days: number): string {
  if (days <= 0) return 'Today'
  return days === 1 ? 'In 1 day' : `In ${days} days`
}

// Dates are formatted in UTC on the server and in the browser alike, so the server-rendered text hydrates as is.
// en-US by hand rather than with Intl: creating Intl formatters loads ICU data, which cost ~70 ms of the category
// page's start-up in a CPU profile (the tests check the results against Intl's).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

const longDate = (date: Date) =>
  `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`

const clockTime = (date: Date) => {
  const hours = date.getUTCHours()
  const minutes = String(date.getUTCMinutes()).padStart(2, '0')
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}

export const DATE_NOT_SPECIFIED = 'Date not specified'

function validDate(iso: string | null | undefined): Date | null {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** en-US long date, e.g. 'March 5, 2027'; 'Date not specified' when there is none. */
export function formatEventDate(iso: string | null | undefined): string {
  const date = validDate(iso)
  return date ? longDate(date) : DATE_NOT_SPECIFIED
}

/** en-US date and time, e.g. 'Friday, March 5, 2027, 8:00 AM UTC'; 'Date not specified' when there is none. */
export function formatEventDateTime(iso: string | null | undefined): string {
  const date = validDate(iso)
  if (!date) return DATE_NOT_SPECIFIED
  return `${WEEKDAYS[date.getUTCDay()]}, ${longDate(date)}, ${clockTime(date)} UTC`
}

/**
 * Two decimals with en-US thousands separators, rounded half up from the number's shortest decimal form, as
 * Intl does (1.005 -> '1.01', where toFixed would give '1.00').
 */
function groupedDecimal(value: number): string {
  const shortest = String(value)
  let cents: bigint
  if (shortest.includes('e')) {
    cents = value < 1 ? 0n : BigInt(value) * 100n
  } else {
    const [whole = '0', fraction = ''] = shortest.split('.')
    const digits = fraction.padEnd(3, '0')
    cents = BigInt(whole + digits.slice(0, 2)) + (digits.charCodeAt(2) >= 53 /* '5' */ ? 1n : 0n)
  }
  return `${groupDigits(String(cents / 100n))}.${String(cents % 100n).padStart(2, '0')}`
}

/** Prices are in euros. */
export const PRICE_CURRENCY = 'EUR'
const PRICE_SYMBOL = '€'

export const PRICE_ON_REQUEST = 'Contact us'

/** '€1,234.50' (always two decimals); 'Contact us' when the product has no price. */
export function formatPrice(price: number | null | undefined): string {
  return price === null || price === undefined || !Number.isFinite(price)
    ? PRICE_ON_REQUEST
    : `${price < 0 ? '-' : ''}${PRICE_SYMBOL}${groupedDecimal(Math.abs(price))}`
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

/**
 * docs/product.md#event-window: 'Register for Event' when there is a registration URL; else 'Contact Us' if
 * upcoming; else 'Close'.
 */
export function eventAction(event: { registrationUrl: string | null }, upcoming: boolean): EventAction {
  if (event.registrationUrl) return { kind: 'register', href: event.registrationUrl }
  return upcoming ? { kind: 'contact', href: '/#contact' } : { kind: 'close' }
}
