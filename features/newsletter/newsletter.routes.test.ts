import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox, newsletterSubscribers } from '../../platform/db/tables'
import { createNewsletterSubscriber } from '../../tests/factories/contact'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { expectInvalid } from '../../tests/helpers/routes'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import { NEWSLETTER_RATE_LIMIT } from './newsletter.routes'

const THANKS = 'Thank you for subscribing! Please check your inbox and confirm your subscription.'
const confirmed = (createdAt: Date) => ({ status: 'confirmed' as const, confirmedAt: createdAt, createdAt })

let ipCounter = 0
const nextIp = () => {
  ipCounter += 1
  return `192.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`
}

describe(`newsletter API on ${testDatabaseKind}`, () => {
  const h = useAdminApp()

  const subscribe = (payload: object, remoteAddress = nextIp()) =>
    h.app.inject({ method: 'POST', url: '/api/newsletter', payload, remoteAddress })
  const call = (method: 'GET' | 'DELETE', url: string, as: Record<string, string> = h.headers) =>
    h.app.inject({ method, url, headers: as })
  const rowsFor = (email: string) =>
    h.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`)

  describe('POST /newsletter (public)', () => {
    it('signs an address up, stored in lower case, pending until its confirmation link is used', async () => {
      const response = await subscribe({ email: '  Reader.One@Example.COM ' })
      expect(response.statusCode).toBe(201)
      expect(response.json()).toEqual({
        success: true,
        message: THANKS,
        data: { email: 'reader.one@example.com' },
      })
      const rows = await rowsFor('reader.one@example.com')
      expect(rows.map(({ email, status, confirmedAt }) => ({ email, status, confirmedAt }))).toEqual([
        { email: 'reader.one@example.com', status: 'pending', confirmedAt: null },
      ])
      // Only the token's SHA-256 is stored; the link itself is in the mail, recorded with the row.
      expect(rows[0]!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/)
      const mails = await h.db
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.toAddresses} @> '["reader.one@example.com"]'::jsonb`)
      expect(mails.map((mail) => mail.kind)).toEqual(['newsletter-confirmation'])
      expect(mails[0]!.textBody).not.toContain(rows[0]!.confirmTokenHash!)
    })

    it('answers an address already subscribed, in any case, the same way without a duplicate', async () => {
      const first = await subscribe({ email: 'twice@example.com' })
      const again = await subscribe({ email: 'TWICE@Example.com' })
      expect(again.statusCode).toBe(first.statusCode)
      expect(again.json()).toEqual(first.json())
      expect(await rowsFor('twice@example.com')).toHaveLength(1)

      // Even a legacy row stored in mixed case is found.
      await createNewsletterSubscriber(h.db, { email: 'Mixed.Case@Example.com' })
      expect((await subscribe({ email: 'mixed.case@example.com' })).statusCode).toBe(201)
      expect(await rowsFor('mixed.case@example.com')).toHaveLength(1)
    })

    it('adds an address once when the same one arrives several times at once', async () => {
      const responses = await Promise.all(
        ['Race@example.com', 'race@example.com', 'RACE@example.com', 'race@EXAMPLE.com'].map((email) =>
          subscribe({ email }),
        ),
      )
      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201])
      expect(await rowsFor('race@example.com')).toHaveLength(1)
    })

    it('requires a valid e-mail address', async () => {
      expectInvalid(await subscribe({}), { email: 'Email is required' })
      for (const email of ['nope', 'a@b', 'x@@y.com', `${'l'.repeat(250)}@example.com`]) {
        expectInvalid(await subscribe({ email }), { email: 'Please enter a valid email address' })
      }
    })

    it(`allows ${NEWSLETTER_RATE_LIMIT.max} attempts per address, then answers 429; another address is still allowed`, async () => {
      const ip = nextIp()
      for (let i = 0; i < NEWSLETTER_RATE_LIMIT.max; i++) {
        expect((await subscribe({ email: `limit${i}@example.com` }, ip)).statusCode).toBe(201)
      }
      const throttled = await subscribe({ email: 'one-more@example.com' }, ip)
      expect(throttled.statusCode).toBe(429)
      expect(throttled.json()).toEqual({
        success: false,
        message: 'Too many subscription attempts. Please try again later.',
      })
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0)
      expect(await rowsFor('one-more@example.com')).toHaveLength(0)
      expect((await subscribe({ email: 'one-more@example.com' }, nextIp())).statusCode).toBe(201)
    })
  })

  describe('GET /newsletter (admin)', () => {
    it('searches case-insensitively with wildcards taken literally, newest first, with totals', async () => {
      const tag = randomUUID().slice(0, 8)
      const older = await createNewsletterSubscriber(h.db, {
        email: `${tag}_one@example.com`,
        createdAt: new Date(Date.UTC(2024, 0, 1)),
      })
      const newer = await createNewsletterSubscriber(h.db, {
        email: `${tag}_two@example.com`,
        createdAt: new Date(Date.UTC(2024, 0, 2)),
      })
      await createNewsletterSubscriber(h.db, { email: `${tag}xthree@example.com` })

      const response = await call('GET', `/api/newsletter?search=${tag.toUpperCase()}_`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        success: true,
        data: [
          {
            _id: newer.id,
            email: newer.email,
            status: 'pending',
            createdAt: '2024-01-02T00:00:00.000Z',
            confirmedAt: null,
          },
          {
            _id: older.id,
            email: older.email,
            status: 'pending',
            createdAt: '2024-01-01T00:00:00.000Z',
            confirmedAt: null,
          },
        ],
        pagination: { page: 1, limit: 20, total: 2, totalPages: 1 },
      })

      const second = (await call('GET', `/api/newsletter?search=${tag}&limit=2&page=2`)).json()
      expect(second.data).toHaveLength(1)
      expect(second.data[0]._id).toBe(older.id)
      expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 })
    })

    it('rejects bad paging values and needs a token', async () => {
      const response = await call('GET', '/api/newsletter?limit=500')
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe('Limit must be a whole number between 1 and 100')
      expect((await call('GET', '/api/newsletter?page=-1')).json().message).toBe(
        'Page must be a whole number of at least 1',
      )
      expect((await call('GET', '/api/newsletter', {})).statusCode).toBe(401)
      expect((await call('GET', '/api/newsletter/export.csv', {})).statusCode).toBe(401)
      expect((await call('DELETE', `/api/newsletter/${randomUUID()}`, {})).statusCode).toBe(401)
    })
  })

  describe('GET /newsletter/export.csv (admin)', () => {
    it('downloads the confirmed subscribers as CSV, protected against formula injection', async () => {
      const plain = await createNewsletterSubscriber(h.db, {
        email: 'csv.plain@example.com',
        ...confirmed(new Date(Date.UTC(2023, 4, 6, 7, 8, 9))),
      })
      // Rows that did not come through the API's validation (imports, older data).
      const hostile = [
        '=HYPERLINK("http://evil.example","x")',
        '+1@example.com',
        '-cmd@example.com',
        '@sum@example.com',
        '\ttab@example.com',
        'comma,in@example.com',
      ]
      for (const [day, email] of hostile.entries()) {
        await createNewsletterSubscriber(h.db, { email, ...confirmed(new Date(Date.UTC(2023, 4, 7 + day))) })
      }
      // Not confirmed: no consent yet, not for a mailing tool.
      await createNewsletterSubscriber(h.db, {
        email: 'csv.pending@example.com',
        createdAt: new Date(Date.UTC(2023, 4, 6)),
      })

      const before = new Date().toISOString().slice(0, 10)
      const response = await call('GET', '/api/newsletter/export.csv')
      const after = new Date().toISOString().slice(0, 10)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect([
        `attachment; filename="newsletter-subscribers-${before}.csv"`,
        `attachment; filename="newsletter-subscribers-${after}.csv"`,
      ]).toContain(response.headers['content-disposition'])

      const body = response.body
      expect(body.startsWith('email,subscribed_at,confirmed_at\r\n')).toBe(true)
      expect(body.endsWith('\r\n')).toBe(true)
      expect(body).not.toContain('csv.pending@example.com')
      const lines = body.split('\r\n').slice(1, -1)
      const [count] = await h.db
        .select({ n: sql<number>`count(*)::int` })
        .from(newsletterSubscribers)
        .where(sql`${newsletterSubscribers.status} = 'confirmed'`)
      expect(lines).toHaveLength(count!.n)
      // Oldest first: these rows predate everything else in this database.
      const at = (day: number) => `2023-05-${String(day).padStart(2, '0')}T00:00:00.000Z`
      expect(lines.slice(0, 7)).toEqual([
        `csv.plain@example.com,${plain.createdAt.toISOString()},${plain.createdAt.toISOString()}`,
        `"'=HYPERLINK(""http://evil.example"",""x"")",${at(7)},${at(7)}`,
        `'+1@example.com,${at(8)},${at(8)}`,
        `'-cmd@example.com,${at(9)},${at(9)}`,
        `'@sum@example.com,${at(10)},${at(10)}`,
        `'\ttab@example.com,${at(11)},${at(11)}`,
        `"comma,in@example.com",${at(12)},${at(12)}`,
      ])
    })
  })

  describe('DELETE /newsletter/:id (admin)', () => {
    it('removes a subscriber; an unknown or malformed id is 404', async () => {
      const subscriber = await createNewsletterSubscriber(h.db)
      const response = await call('DELETE', `/api/newsletter/${subscriber.id}`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ success: true, data: { _id: subscriber.id } })
      expect(await rowsFor(subscriber.email)).toHaveLength(0)

      for (const id of [subscriber.id, 'not-an-id']) {
        const missing = await call('DELETE', `/api/newsletter/${id}`)
        expect(missing.statusCode).toBe(404)
        expect(missing.json()).toEqual({ success: false, message: 'Subscriber not found' })
      }
      // After removal the address can subscribe again.
      expect((await subscribe({ email: subscriber.email })).statusCode).toBe(201)
      expect(await rowsFor(subscriber.email)).toHaveLength(1)
    })
  })
})
