import { existsSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createEvent } from '../../tests/factories/categories'
import { useAdminApp } from '../../tests/helpers/admin-app'
import {
  expectAnnounced,
  expectNotFound,
  expectSaved,
  UNKNOWN_ID as UNKNOWN,
} from '../../tests/helpers/routes'
import { testDatabaseKind } from '../../tests/helpers/test-db'

describe(`events API on ${testDatabaseKind}`, () => {
  const h = useAdminApp()
  let category: Awaited<ReturnType<typeof createCategory>>
  let hiddenCategory: Awaited<ReturnType<typeof createCategory>>

  beforeAll(async () => {
    category = await createCategory(h.db, { title: 'Events Home' })
    hiddenCategory = await createCategory(h.db, { title: 'Events Hidden', isActive: false })
  })

  const { call } = h

  const ids = (list: { _id: string }[]) => list.map((item) => item._id)

  const storedImage = (name: string) => h.storedImage('events', name)

  it('creates an event in the category named by `category`, with the documented fields', async () => {
    const response = await call('POST', '/api/events', {
      category: category.id,
      title: ' Switchgear Expo ',
      description: 'Live demonstrations.',
      details: '<p>Hall <em>B</em></p>',
      date: '2026-06-10T09:30:00+02:00',
      imageUrl: '/uploads/events/expo.webp',
      imagePublicId: 'events/expo',
      location: 'Lyon',
      organizer: 'Halden',
      registrationUrl: 'https://tickets.example.com/expo',
    })
    expectSaved(response, {
      title: 'Switchgear Expo',
      description: 'Live demonstrations.',
      details: '<p>Hall <em>B</em></p>',
      date: '2026-06-10T07:30:00.000Z',
      imageUrl: '/uploads/events/expo.webp',
      imageAlt: null,
      imagePublicId: 'events/expo',
      location: 'Lyon',
      organizer: 'Halden',
      category: category.id,
      registrationUrl: 'https://tickets.example.com/expo',
    })

    const minimal = await call('POST', '/api/events', {
      category: category.id,
      title: 'Undated',
      description: 'Some day.',
      date: '',
      registrationUrl: '',
      imageUrl: '',
    })
    expect(minimal.statusCode).toBe(201)
    expect(minimal.json().data).toMatchObject({
      date: null,
      registrationUrl: null,
      imageUrl: null,
      details: '',
      location: '',
      organizer: '',
    })
    const dateOnly = await call('POST', '/api/events', {
      category: category.id,
      title: 'Date only',
      description: 'x',
      date: '2026-01-31',
    })
    expect(dateOnly.json().data.date).toBe('2026-01-31T00:00:00.000Z')
    for (const date of ['1900-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z']) {
      const bound = await call('POST', '/api/events', {
        category: category.id,
        title: 'Bound',
        description: 'x',
        date,
      })
      expect(bound.statusCode, date).toBe(201)
      expect(bound.json().data.date).toBe(date)
    }
  })

  it('validates with the documented messages (docs/product.md#event-form)', async () => {
    const base = { category: category.id, title: 'Valid', description: 'Valid' }
    const cases: [object, Record<string, string>][] = [
      [{ category: category.id }, { title: 'Title is required', description: 'Description is required' }],
      [{ ...base, title: '  ' }, { title: 'Title is required' }],
      [{ ...base, description: '' }, { description: 'Description is required' }],
      [{ ...base, date: 'next tuesday' }, { date: 'Please enter a valid date' }],
      [{ ...base, date: '2026-02-30' }, { date: 'Please enter a valid date' }],
      [{ ...base, date: 12 }, { date: 'Please enter a valid date' }],
      // Dates PostgreSQL cannot store (no year 0; year 10000 once the offset is applied) or would not round-trip.
      [{ ...base, date: '0000-01-01' }, { date: 'Please enter a date between the years 1900 and 9999' }],
      [{ ...base, date: '0001-01-01' }, { date: 'Please enter a date between the years 1900 and 9999' }],
      [
        { ...base, date: '1900-01-01T00:00:00+00:01' },
        { date: 'Please enter a date between the years 1900 and 9999' },
      ],
      [
        { ...base, date: '9999-12-31T23:59:59-23:59' },
        { date: 'Please enter a date between the years 1900 and 9999' },
      ],
      [
        { ...base, registrationUrl: 'tickets.example.com' },
        { registrationUrl: 'Please enter a valid registration URL' },
      ],
      [
        { ...base, registrationUrl: 'javascript:alert(1)' },
        { registrationUrl: 'Please enter a valid registration URL' },
      ],
      [
        { ...base, registrationUrl: 'ftp://files.example.com' },
        { registrationUrl: 'Please enter a valid registration URL' },
      ],
      [{ title: 'Valid', description: 'Valid' }, { category: 'Category is required' }],
    ]
    for (const [payload, errors] of cases) {
      const response = await call('POST', '/api/events', payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json()).toEqual({ success: false, message: Object.values(errors)[0], errors })
    }
    const nested = await call('POST', `/api/categories/${category.id}/events`, { title: 'x' })
    expect(nested.json().errors).toEqual({ description: 'Description is required' })
    const event = await createEvent(h.db, category.id)
    const update = await call('PUT', `/api/events/${event.id}`, { title: '', registrationUrl: 'nope' })
    expect(update.json().errors).toEqual({
      title: 'Title is required',
      registrationUrl: 'Please enter a valid registration URL',
    })
  })

  it('answers 404 “Category not found” for an event in an unknown category', async () => {
    for (const id of [UNKNOWN, 'not-an-id']) {
      const direct = await call('POST', '/api/events', { category: id, title: 'Lost', description: 'Lost' })
      expect(direct.statusCode).toBe(404)
      expect(direct.json()).toEqual({ success: false, message: 'Category not found' })
      const nested = await call('POST', `/api/categories/${id}/events`, {
        title: 'Lost',
        description: 'Lost',
      })
      expect(nested.json()).toEqual({ success: false, message: 'Category not found' })
    }
  })

  it('strips scripts and unsafe attributes from details', async () => {
    const created = (
      await call('POST', `/api/categories/${category.id}/events`, {
        title: 'XSS',
        description: 'x',
        details:
          '<p onclick="steal()">Agenda<script>alert(1)</script><img src=x onerror=alert(2)>' +
          '<a href="javascript:alert(3)">bad</a></p><style>body{}</style>',
      })
    ).json().data
    expect(created.details).toBe('<p>Agendabad</p>')
    const updated = (
      await call('PUT', `/api/events/${created._id}`, { details: '<svg onload=alert(1)><b>Bold</b></svg>' })
    ).json().data
    expect(updated.details).toBe('<strong>Bold</strong>')
  })

  it('lists events newest first, undated last, optionally by category; visitors only see active categories’', async () => {
    const listed = await createCategory(h.db, { title: 'Events Sorted' })
    const undated = await createEvent(h.db, listed.id, { date: null })
    const old = await createEvent(h.db, listed.id, { date: new Date('2023-05-01T10:00:00Z') })
    const future = await createEvent(h.db, listed.id, { date: new Date('2030-05-01T10:00:00Z') })
    const middle = await createEvent(h.db, listed.id, { date: new Date('2025-05-01T10:00:00Z') })
    const hidden = await createEvent(h.db, hiddenCategory.id, { date: new Date('2031-01-01T00:00:00Z') })

    const byCategory = (await call('GET', `/api/events?category=${listed.id}`, undefined, false)).json().data
    expect(ids(byCategory)).toEqual([future.id, middle.id, old.id, undated.id])
    const nested = (await call('GET', `/api/categories/${listed.id}/events`, undefined, false)).json().data
    expect(ids(nested)).toEqual([future.id, middle.id, old.id, undated.id])

    const all = (await call('GET', '/api/events', undefined, false)).json().data as {
      _id: string
      date: string | null
    }[]
    expect(ids(all)).toEqual(expect.arrayContaining([future.id, undated.id]))
    expect(ids(all)).not.toContain(hidden.id)
    const dated = all.filter((event) => event.date !== null).map((event) => Date.parse(event.date!))
    expect(dated).toEqual([...dated].sort((a, b) => b - a))
    expect(all.findIndex((event) => event.date === null)).toBe(dated.length)

    expect(
      (await call('GET', `/api/events?category=${hiddenCategory.id}`, undefined, false)).json().data,
    ).toEqual([])
    expect(ids((await call('GET', `/api/events?category=${hiddenCategory.id}`)).json().data)).toEqual([
      hidden.id,
    ])
    expect(ids((await call('GET', '/api/events')).json().data)).toContain(hidden.id)
    expect((await call('GET', '/api/events?category=not-an-id')).json().data).toEqual([])
  })

  it('hides events of inactive categories from visitors, one by one too', async () => {
    const hidden = await createEvent(h.db, hiddenCategory.id)
    const anonymous = await call('GET', `/api/events/${hidden.id}`, undefined, false)
    expect(anonymous.statusCode).toBe(404)
    expect(anonymous.json()).toEqual({ success: false, message: 'Event not found' })
    expect((await call('GET', `/api/events/${hidden.id}`)).json().data._id).toBe(hidden.id)

    const nested = await call('GET', `/api/categories/${hiddenCategory.id}/events`, undefined, false)
    expect(nested.statusCode).toBe(404)
    expect(nested.json()).toEqual({ success: false, message: 'Category not found' })
    expect(ids((await call('GET', `/api/categories/${hiddenCategory.id}/events`)).json().data)).toContain(
      hidden.id,
    )
  })

  it('answers 404 “Event not found” for unknown or malformed ids', async () => {
    await expectNotFound(call, (id) => `/api/events/${id}`, 'Event not found', [
      ['GET'],
      ['PUT', { title: 'x' }],
      ['DELETE'],
    ])
  })

  it('updates only the fields sent, and moves an event to another existing category', async () => {
    const event = await createEvent(h.db, category.id, {
      title: 'Before',
      location: 'Paris',
      date: new Date('2026-01-01T00:00:00Z'),
      registrationUrl: 'https://register.example.com',
    })
    const response = await call('PUT', `/api/events/${event.id}`, { title: 'After', date: null })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      title: 'After',
      location: 'Paris',
      date: null,
      registrationUrl: 'https://register.example.com',
      category: category.id,
    })
    const cleared = await call('PUT', `/api/events/${event.id}`, { registrationUrl: '' })
    expect(cleared.json().data.registrationUrl).toBeNull()

    const other = await createCategory(h.db, { title: 'Events Elsewhere' })
    const moved = await call('PUT', `/api/events/${event.id}`, { category: other.id })
    expect(moved.json().data.category).toBe(other.id)
    const lost = await call('PUT', `/api/events/${event.id}`, { category: UNKNOWN })
    expect(lost.statusCode).toBe(404)
    expect(lost.json()).toEqual({ success: false, message: 'Category not found' })
  })

  it('manages a category’s events through the nested routes; the event must belong to that category', async () => {
    const home = await createCategory(h.db, { title: 'Nested Home' })
    const elsewhere = await createCategory(h.db, { title: 'Nested Elsewhere' })
    const created = await call('POST', `/api/categories/${home.id}/events`, {
      title: 'Nested',
      description: 'In its category',
      category: elsewhere.id,
    })
    expect(created.statusCode).toBe(201)
    const event = created.json().data
    expect(event.category).toBe(home.id)
    expect(ids((await call('GET', `/api/categories/${home.id}/events`)).json().data)).toEqual([event._id])

    const updated = await call('PUT', `/api/categories/${home.id}/events/${event._id}`, {
      location: 'Online',
      category: elsewhere.id,
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().data).toMatchObject({ location: 'Online', title: 'Nested', category: home.id })

    for (const [method, payload] of [['PUT', { title: 'x' }], ['DELETE']] as const) {
      const wrong = await call(method, `/api/categories/${elsewhere.id}/events/${event._id}`, payload)
      expect(wrong.statusCode).toBe(404)
      expect(wrong.json()).toEqual({ success: false, message: 'Event not found' })
      const noCategory = await call(method, `/api/categories/${UNKNOWN}/events/${event._id}`, payload)
      expect(noCategory.json()).toEqual({ success: false, message: 'Category not found' })
    }

    const removed = await call('DELETE', `/api/categories/${home.id}/events/${event._id}`)
    expect(removed.json()).toEqual({ success: true, data: { _id: event._id } })
    expect((await call('GET', `/api/events/${event._id}`)).statusCode).toBe(404)
  })

  it('releases an event’s image when it is replaced or the event is deleted, keeping shared files', async () => {
    const first = await storedImage('first.webp')
    const second = await storedImage('second.webp')
    const shared = await storedImage('shared.webp')
    await createEvent(h.db, category.id, { imageUrl: shared.url })
    const event = await createEvent(h.db, category.id, { imageUrl: first.url })

    await call('PUT', `/api/categories/${category.id}/events/${event.id}`, { imageUrl: second.url })
    expect(existsSync(first.file)).toBe(true)
    // Kept while the history or the trash names it; released once they let go.
    await h.forgetKept()
    expect(existsSync(first.file)).toBe(false)
    expect(existsSync(second.file)).toBe(true)

    await call('PUT', `/api/events/${event.id}`, { imageUrl: shared.url })
    expect(existsSync(second.file)).toBe(true)
    // Kept while the history or the trash names it; released once they let go.
    await h.forgetKept()
    expect(existsSync(second.file)).toBe(false)
    const response = await call('DELETE', `/api/events/${event.id}`)
    expect(response.json()).toEqual({ success: true, data: { _id: event.id } })
    expect(existsSync(shared.file)).toBe(true)

    const lonely = await storedImage('lonely.webp')
    const other = await createEvent(h.db, category.id, { imageUrl: lonely.url })
    await call('DELETE', `/api/events/${other.id}`)
    expect(existsSync(lonely.file)).toBe(true)
    // Kept while the history or the trash names it; released once they let go.
    await h.forgetKept()
    expect(existsSync(lonely.file)).toBe(false)
  })

  it('announces every write so cached pages can be refreshed', async () => {
    await expectAnnounced(h, ['events', 'events', 'events'], async () => {
      const created = (
        await call('POST', '/api/events', { category: category.id, title: 'Evented', description: 'x' })
      ).json().data
      await call('PUT', `/api/events/${created._id}`, { title: 'Evented again' })
      await call('POST', '/api/events', { category: category.id, title: '' })
      await call('DELETE', `/api/categories/${category.id}/events/${created._id}`)
    })
  })
})
