import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { CategoriesSection } from './CategoriesSection'
import {
  DAY_MS,
  daysUntil,
  daysUntilLabel,
  eventAction,
  eventToggleLabel,
  formatEventDate,
  formatEventDateTime,
  formatPrice,
  isUpcoming,
  sortNewestFirst,
  splitEvents,
  visibleItems,
} from './category.rules'
import type { Category } from './category.schema'

const NOW = Date.parse('2027-03-01T12:00:00.000Z')
const event = (title: string, date: string | null) => ({ title, date })

describe('splitEvents (docs/product.md#events: event timing)', () => {
  const events = [
    event('no date A', null),
    event('past, older', '2026-01-10T09:00:00.000Z'),
    event('upcoming, soon', '2027-03-05T08:00:00.000Z'),
    event('exactly now', '2027-03-01T12:00:00.000Z'),
    event('upcoming, later', '2027-06-01T08:00:00.000Z'),
    event('no date B', null),
    event('past, recent', '2027-02-20T09:00:00.000Z'),
  ]

  it('puts events later than now in upcoming, newest first', () => {
    expect(splitEvents(events, NOW).upcoming.map((e) => e.title)).toEqual([
      'upcoming, later',
      'upcoming, soon',
    ])
  })

  it('puts the rest (an event exactly at now, and undated ones) in past, newest first, undated last', () => {
    expect(splitEvents(events, NOW).past.map((e) => e.title)).toEqual([
      'exactly now',
      'past, recent',
      'past, older',
      'no date A',
      'no date B',
    ])
  })

  it('does not change the list it was given', () => {
    const copy = [...events]
    splitEvents(events, NOW)
    expect(events).toEqual(copy)
  })

  it('treats an unparseable date like no date', () => {
    expect(isUpcoming(event('bad', 'not a date'), NOW)).toBe(false)
    expect(sortNewestFirst([event('bad', 'nope'), event('ok', '2020-01-01')]).map((e) => e.title)).toEqual([
      'ok',
      'bad',
    ])
  })

  it('answers two empty lists for no events', () => {
    expect(splitEvents([], NOW)).toEqual({ upcoming: [], past: [] })
  })
})

describe('daysUntil (rounded-up whole days)', () => {
  it('rounds a part of a day up', () => {
    expect(daysUntil(new Date(NOW + 1).toISOString(), NOW)).toBe(1)
    expect(daysUntil(new Date(NOW + 1.2 * DAY_MS).toISOString(), NOW)).toBe(2)
    expect(daysUntil(new Date(NOW + 23.5 * DAY_MS).toISOString(), NOW)).toBe(24)
  })

  it('counts exact days as they are', () => {
    expect(daysUntil(new Date(NOW + 3 * DAY_MS).toISOString(), NOW)).toBe(3)
  })

  it('labels the count', () => {
    expect(daysUntilLabel(1)).toBe('In 1 day')
    expect(daysUntilLabel(24)).toBe('In 24 days')
    expect(daysUntilLabel(0)).toBe('Today')
  })
})

describe('event dates (en-US, UTC)', () => {
  it('formats a long date', () => {
    expect(formatEventDate('2027-03-05T08:00:00.000Z')).toBe('March 5, 2027')
  })

  it('uses the UTC day whatever the time', () => {
    expect(formatEventDate('2027-03-05T23:30:00.000Z')).toBe('March 5, 2027')
    expect(formatEventDate('2027-03-05T00:15:00.000Z')).toBe('March 5, 2027')
  })

  it("says 'Date not specified' when there is no date", () => {
    expect(formatEventDate(null)).toBe('Date not specified')
    expect(formatEventDate('')).toBe('Date not specified')
    expect(formatEventDate('garbage')).toBe('Date not specified')
    expect(formatEventDateTime(null)).toBe('Date not specified')
  })

  it('formats date and time with plain spaces', () => {
    expect(formatEventDateTime('2027-03-05T08:00:00.000Z')).toBe('Friday, March 5, 2027, 8:00 AM UTC')
    expect(formatEventDateTime('2027-03-05T14:30:00.000Z')).toBe('Friday, March 5, 2027, 2:30 PM UTC')
  })
})

describe('dates, times and prices as Intl en-US formats them', () => {
  // The formatters are written by hand (no ICU start-up cost in the browser); Intl is the reference.
  const intlDate = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
  const intlWeekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' })
  const intlTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
  const intlPrice = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' })

  it('agree for every hour and minute edge and many days across the years', () => {
    const stamps: number[] = []
    for (let hour = 0; hour < 24; hour++) {
      for (const minute of [0, 1, 9, 10, 30, 59]) stamps.push(Date.UTC(2027, 0, 1, hour, minute))
    }
    for (let i = 0; i < 500; i++) stamps.push(Date.UTC(1990, 0, 1) + i * 86_400_000 * 29.3 + i * 61_000)
    for (const stamp of stamps) {
      const date = new Date(stamp)
      const iso = date.toISOString()
      expect(formatEventDate(iso)).toBe(intlDate.format(date))
      const time = intlTime.format(date).replace(/\s+/g, ' ')
      expect(formatEventDateTime(iso)).toBe(
        `${intlWeekday.format(date)}, ${intlDate.format(date)}, ${time} UTC`,
      )
    }
  })

  it('agree on prices, rounding included', () => {
    const prices = [
      0, 0.005, 0.015, 0.125, 1.005, 2.675, 9.999, 18.9, 999.995, 1000, 1234.5, 99_999.99, 1_234_567.891,
    ]
    for (let i = 0; i < 300; i++) prices.push(Math.round(i * 7919.37) / 100 + i / 1000)
    for (const price of prices) expect(formatPrice(price)).toBe(intlPrice.format(price))
  })
})

describe('formatPrice (euros, two decimals)', () => {
  it('always shows two decimals', () => {
    expect(formatPrice(18.9)).toBe('€18.90')
    expect(formatPrice(245)).toBe('€245.00')
    expect(formatPrice(0)).toBe('€0.00')
  })

  it('groups thousands', () => {
    expect(formatPrice(1234.5)).toBe('€1,234.50')
  })

  it("says 'Contact us' without a price", () => {
    expect(formatPrice(null)).toBe('Contact us')
    expect(formatPrice(undefined)).toBe('Contact us')
  })
})

describe('visibleItems', () => {
  const list = [1, 2, 3, 4, 5, 6, 7, 8, 9]

  it('cuts to the limit until expanded', () => {
    expect(visibleItems(list, false, 6)).toEqual([1, 2, 3, 4, 5, 6])
    expect(visibleItems(list, true, 6)).toEqual(list)
  })

  it('keeps shorter lists whole', () => {
    expect(visibleItems([1, 2], false, 3)).toEqual([1, 2])
  })
})

describe('event list toggle and modal action', () => {
  it('names the toggle per list', () => {
    expect(eventToggleLabel(5, false, 'upcoming')).toBe('Show All 5 Events')
    expect(eventToggleLabel(4, false, 'past')).toBe('Show All 4 Past Events')
    expect(eventToggleLabel(5, true, 'upcoming')).toBe('Show Less')
    expect(eventToggleLabel(4, true, 'past')).toBe('Show Less')
  })

  it("offers 'Register for Event' whenever there is a registration URL", () => {
    expect(eventAction({ registrationUrl: 'https://example.com/r' }, true)).toEqual({
      kind: 'register',
      href: 'https://example.com/r',
    })
    expect(eventAction({ registrationUrl: 'https://example.com/r' }, false).kind).toBe('register')
  })

  it("offers 'Contact Us' for an upcoming event without one, and 'Close' for a past one", () => {
    expect(eventAction({ registrationUrl: null }, true)).toEqual({ kind: 'contact', href: '/#contact' })
    expect(eventAction({ registrationUrl: null }, false)).toEqual({ kind: 'close' })
  })
})

describe('CategoriesSection', () => {
  const category = (id: string, title: string): Category => ({
    _id: id,
    title,
    slug: title.toLowerCase().replaceAll(' ', '-'),
    shortDescription: `${title} short description`,
    description: '',
    longDescription: '',
    details: '',
    imageUrl: `/uploads/categories/${id}.webp`,
    imageAlt: null,
    imagePublicId: null,
    seo: {},
    isActive: true,
    displayOrder: 0,
    parentId: null,
    createdAt: '2027-01-01T00:00:00.000Z',
    updatedAt: '2027-01-01T00:00:00.000Z',
  })
  const render = (props: Parameters<typeof CategoriesSection>[0]) =>
    renderToStaticMarkup(createElement(MemoryRouter, null, createElement(CategoriesSection, props)))

  it("shows one card per category with a 'Browse' link to its page", () => {
    const html = render({
      categories: { ok: true, data: [category('a1', 'Cables'), category('b2', 'Solar')] },
    })
    expect(html).toContain('id="categories"')
    expect(html.match(/<article/g)).toHaveLength(2)
    expect(html).toContain('href="/categories/cables"')
    expect(html).toContain('href="/categories/solar"')
    expect(html).toContain('Browse')
    expect(html).toContain('line-clamp-3')
    expect(html).toMatch(/<img[^>]*loading="lazy"/)
    expect(html).toMatch(/<img[^>]*width="1200"[^>]*height="800"/)
  })

  it("says 'No active categories available at the moment.' when there are none", () => {
    expect(render({ categories: { ok: true, data: [] } })).toContain(
      'No active categories available at the moment.',
    )
  })

  it("says 'Something went wrong' when they could not be loaded", () => {
    const html = render({ categories: { ok: false } })
    expect(html).toContain('Something went wrong')
    expect(html).toContain('role="alert"')
  })
})
