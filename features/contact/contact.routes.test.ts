import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminUsers, contactMessageReads, contactMessages, contactReplies } from '../../platform/db/tables'
import {
  createContactMessage,
  createContactReply,
  createLegacyContactMessage,
} from '../../tests/factories/contact'
import { adminSession, createAdmin, signIn } from '../../tests/helpers/auth'
import { expectInvalid, expectQueriesRefused } from '../../tests/helpers/routes'
import { createTestApp, useTestApp } from '../../tests/helpers/test-app'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import { CONTACT_RATE_LIMIT } from './contact.routes'

const THANK_YOU = 'Thank you for your message! We will get back to you soon.'
const TOO_MANY = 'Too many messages sent. Please try again later.'

let ipCounter = 0
/** A fresh visitor address, so that one test's submissions never count against another's limit. */
const nextIp = () => {
  ipCounter += 1
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`
}

const validMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Switchgear quote',
  message: 'Please send a quote for a 400 A panel.',
  ...overrides,
})

describe(`contact API on ${testDatabaseKind}`, () => {
  let h: Awaited<ReturnType<typeof createTestApp>>
  let session: Awaited<ReturnType<typeof adminSession>>
  let headers: Record<string, string>

  beforeAll(async () => {
    h = await createTestApp()
    session = await adminSession(h.app, h.db)
    headers = session.headers
  })
  afterAll(async () => {
    await h.close()
  })

  const submit = (payload: object, remoteAddress = nextIp(), extraHeaders: Record<string, string> = {}) =>
    h.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress, headers: extraHeaders })

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    as: Record<string, string> = headers,
  ) => h.app.inject({ method, url, payload, headers: as })

  const countMessages = async () => (await h.db.select().from(contactMessages)).length

  describe('POST /contact (public)', () => {
    it('stores the message as unread and answers 201 with the documented thank-you text', async () => {
      const response = await submit(validMessage({ name: '  Ada Lovelace ', email: ' Ada@Example.COM ' }))
      expect(response.statusCode).toBe(201)
      const body = response.json()
      expect(body).toMatchObject({ success: true, message: THANK_YOU })
      expect(body.data).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'Switchgear quote',
        message: 'Please send a quote for a 400 A panel.',
        status: 'unread',
        isRead: false,
        readBy: [],
        replies: [],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      })
      const [row] = await h.db.select().from(contactMessages).where(eq(contactMessages.id, body.data._id))
      expect(row).toMatchObject({ status: 'unread', name: 'Ada Lovelace', email: 'ada@example.com' })
    })

    it('requires every field with the documented messages (docs/product.md#contact-form)', async () => {
      const required = {
        name: 'Name is required',
        email: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      }
      expectInvalid(await submit({}), required)
      expectInvalid(await submit({ name: '  ', email: ' ', subject: '\t', message: '\n' }), required)
    })

    it('rejects an invalid e-mail address', async () => {
      for (const email of ['not-an-email', 'a@b', 'two@@example.com', `${'x'.repeat(250)}@example.com`]) {
        const response = await submit(validMessage({ email }))
        expect(response.statusCode, email).toBe(400)
        expect(response.json()).toMatchObject({
          message: 'Please enter a valid email address',
          errors: { email: 'Please enter a valid email address' },
        })
      }
    })

    it('limits the lengths of name, subject and message', async () => {
      const tooLong = await submit(
        validMessage({ name: 'n'.repeat(101), subject: 's'.repeat(201), message: 'm'.repeat(5001) }),
      )
      expect(tooLong.statusCode).toBe(400)
      expect(tooLong.json().errors).toEqual({
        name: 'Name must be at most 100 characters',
        subject: 'Subject must be at most 200 characters',
        message: 'Message must be at most 5000 characters',
      })
      const longest = await submit(
        validMessage({ name: 'n'.repeat(100), subject: 's'.repeat(200), message: 'm'.repeat(5000) }),
      )
      expect(longest.statusCode).toBe(201)
    })

    it('answers a filled honeypot exactly like a success but stores nothing', async () => {
      const before = await countMessages()
      const caught = await submit(validMessage({ website: 'http://spam.example' }))
      const real = await submit(validMessage())
      expect(caught.statusCode).toBe(real.statusCode)
      const caughtBody = caught.json()
      const realBody = real.json()
      expect(Object.keys(caughtBody).sort()).toEqual(Object.keys(realBody).sort())
      expect(Object.keys(caughtBody.data).sort()).toEqual(Object.keys(realBody.data).sort())
      expect(caughtBody).toMatchObject({
        success: true,
        message: THANK_YOU,
        data: {
          ...realBody.data,
          _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      })
      expect(caughtBody.data.updatedAt).toBe(caughtBody.data.createdAt)
      expect(realBody.data.updatedAt).toBe(realBody.data.createdAt)
      expect(caughtBody.data).not.toHaveProperty('website')
      expect(await countMessages()).toBe(before + 1)
      expect((await call('GET', `/api/contact/${caughtBody.data._id}`)).statusCode).toBe(404)

      // A non-string value counts as filled too; an empty or blank field is a person's message.
      expect((await submit(validMessage({ website: 1 }))).statusCode).toBe(201)
      expect(await countMessages()).toBe(before + 1)
      expect((await submit(validMessage({ website: '' }))).statusCode).toBe(201)
      expect((await submit(validMessage({ website: '   ' }))).statusCode).toBe(201)
      expect(await countMessages()).toBe(before + 3)
    })

    it(`allows ${CONTACT_RATE_LIMIT.max} messages per address, then answers 429; another address is still allowed`, async () => {
      const ip = nextIp()
      for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
        expect((await submit(validMessage(), ip)).statusCode).toBe(201)
      }
      const throttled = await submit(validMessage(), ip)
      expect(throttled.statusCode).toBe(429)
      expect(throttled.json()).toEqual({ success: false, message: TOO_MANY })
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0)
      expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(600)
      // A spoofed X-Forwarded-For does not reset it: the proxy header is not trusted by default.
      const spoofed = await submit(validMessage(), ip, { 'x-forwarded-for': '203.0.113.77' })
      expect(spoofed.statusCode).toBe(429)
      // Bots that fill the honeypot are counted like everyone else.
      expect((await submit(validMessage({ website: 'x' }), ip)).statusCode).toBe(429)

      expect((await submit(validMessage(), nextIp())).statusCode).toBe(201)
    })

    it('does not count submissions rejected by validation against the limit', async () => {
      const ip = nextIp()
      for (let i = 0; i < CONTACT_RATE_LIMIT.max + 2; i++) {
        expect((await submit({ name: 'Only a name' }, ip)).statusCode).toBe(400)
      }
      expect((await submit(validMessage(), ip)).statusCode).toBe(201)
    })

    it('is public, while every other contact route needs a token', async () => {
      expect((await submit(validMessage(), nextIp())).statusCode).toBe(201)
      const message = await createContactMessage(h.db)
      for (const [method, url] of [
        ['GET', '/api/contact'],
        ['GET', '/api/contact/unread'],
        ['GET', `/api/contact/${message.id}`],
        ['PATCH', `/api/contact/${message.id}/read`],
        ['POST', `/api/contact/${message.id}/reply`],
        ['PATCH', `/api/contact/${message.id}/archive`],
        ['DELETE', `/api/contact/${message.id}`],
      ] as const) {
        const response = await call(method, url, method === 'POST' ? { message: 'x' } : undefined, {})
        expect(response.statusCode, `${method} ${url}`).toBe(401)
      }
    })
  })

  it('documents the contact and newsletter routes in the OpenAPI document', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(response.statusCode).toBe(200)
    const paths = response.json().paths as Record<string, Record<string, unknown>>
    expect(Object.keys(paths['/api/contact'] ?? {}).sort()).toEqual(['get', 'post'])
    expect(paths['/api/contact/unread']).toHaveProperty('get')
    expect(paths['/api/contact/{id}/reply']).toHaveProperty('post')
    expect(paths['/api/newsletter/export.csv']).toHaveProperty('get')
  })

  describe('GET /contact (admin)', () => {
    it('searches name, e-mail, subject and message case-insensitively', async () => {
      const tag = `Zq${randomUUID().slice(0, 8)}`
      const byName = await createContactMessage(h.db, { name: `Name ${tag.toUpperCase()}` })
      const byEmail = await createContactMessage(h.db, { email: `${tag.toLowerCase()}@example.com` })
      const bySubject = await createContactMessage(h.db, { subject: `About ${tag}` })
      const byMessage = await createContactMessage(h.db, { message: `Text mentioning ${tag} inside.` })
      await createContactMessage(h.db, { subject: 'Unrelated' })

      const response = await call('GET', `/api/contact?search=${encodeURIComponent(tag.toLowerCase())}`)
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body.data.map((message: { _id: string }) => message._id).sort()).toEqual(
        [byName.id, byEmail.id, bySubject.id, byMessage.id].sort(),
      )
      expect(body.pagination).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1 })
    })

    it('takes LIKE wildcards in a search literally', async () => {
      const tag = randomUUID().slice(0, 8)
      const percent = await createContactMessage(h.db, { subject: `${tag} 100% sure` })
      await createContactMessage(h.db, { subject: `${tag} 1000 sure` })
      const underscore = await createContactMessage(h.db, { subject: `${tag} a_b` })
      await createContactMessage(h.db, { subject: `${tag} axb` })
      const backslash = await createContactMessage(h.db, { subject: `${tag} c:\\temp` })
      await createContactMessage(h.db, { subject: `${tag} c:temp` })

      const ids = async (search: string) =>
        (await call('GET', `/api/contact?search=${encodeURIComponent(search)}`))
          .json()
          .data.map((message: { _id: string }) => message._id)
      expect(await ids(`${tag} 100%`)).toEqual([percent.id])
      expect(await ids(`${tag} a_b`)).toEqual([underscore.id])
      expect(await ids(`${tag} c:\\`)).toEqual([backslash.id])
      expect(await ids(`${tag} %`)).toEqual([])
    })

    it('filters by effective status, counting legacy records by isRead', async () => {
      const tag = `legacy-${randomUUID().slice(0, 8)}`
      const unread = await createContactMessage(h.db, { name: tag, status: 'unread' })
      const read = await createContactMessage(h.db, { name: tag, status: 'read', isRead: true })
      const archived = await createContactMessage(h.db, { name: tag, status: 'archived' })
      const legacyRead = await createLegacyContactMessage(h.db, true, { name: tag })
      const legacyUnread = await createLegacyContactMessage(h.db, false, { name: tag })
      const legacyUnknown = await createLegacyContactMessage(h.db, null, { name: tag })

      const list = async (status: string) => {
        const response = await call('GET', `/api/contact?search=${tag}&status=${status}`)
        expect(response.statusCode).toBe(200)
        return response.json() as {
          data: { _id: string; status: string; isRead: boolean }[]
          pagination: { total: number }
        }
      }
      const ids = (body: Awaited<ReturnType<typeof list>>) => body.data.map((message) => message._id).sort()

      const unreadList = await list('unread')
      expect(ids(unreadList)).toEqual([unread.id, legacyUnread.id, legacyUnknown.id].sort())
      expect(unreadList.pagination.total).toBe(3)
      expect(unreadList.data.every((message) => message.status === 'unread' && !message.isRead)).toBe(true)

      const readList = await list('read')
      expect(ids(readList)).toEqual([read.id, legacyRead.id].sort())
      expect(readList.data.every((message) => message.status === 'read' && message.isRead)).toBe(true)

      expect(ids(await list('archived'))).toEqual([archived.id])
      expect((await list('all')).pagination.total).toBe(6)
      expect((await call('GET', `/api/contact?search=${tag}`)).json().pagination.total).toBe(6)

      const invalid = await call('GET', '/api/contact?status=spam')
      expect(invalid.statusCode).toBe(400)
      expect(invalid.json().message).toBe('Status must be unread, read, archived or all')
    })

    it('pages newest first with totals beside the list', async () => {
      const tag = `pager-${randomUUID().slice(0, 8)}`
      const created = []
      for (let i = 0; i < 5; i++) {
        created.push(
          await createContactMessage(h.db, {
            subject: `${tag} ${i}`,
            createdAt: new Date(Date.UTC(2024, 0, 1 + i)),
          }),
        )
      }
      const newestFirst = created.map((message) => message.id).reverse()

      const first = (await call('GET', `/api/contact?search=${tag}&limit=2`)).json()
      expect(first.success).toBe(true)
      expect(first.data.map((message: { _id: string }) => message._id)).toEqual(newestFirst.slice(0, 2))
      expect(first.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 })

      const last = (await call('GET', `/api/contact?search=${tag}&limit=2&page=3`)).json()
      expect(last.data.map((message: { _id: string }) => message._id)).toEqual(newestFirst.slice(4))
      expect(last.pagination).toEqual({ page: 3, limit: 2, total: 5, totalPages: 3 })

      const beyond = (await call('GET', `/api/contact?search=${tag}&limit=2&page=9`)).json()
      expect(beyond.data).toEqual([])
      expect(beyond.pagination.total).toBe(5)

      const none = (await call('GET', `/api/contact?search=nothing-${tag}`)).json()
      expect(none.pagination).toEqual({ page: 1, limit: 20, total: 0, totalPages: 0 })
    })

    it('rejects out-of-range page and limit values', async () => {
      await expectQueriesRefused((url) => call('GET', url), '/api/contact?', [
        ['page=0', 'Page must be a whole number of at least 1'],
        ['page=abc', 'Page must be a whole number of at least 1'],
        ['page=1.5', 'Page must be a whole number of at least 1'],
        ['limit=0', 'Limit must be a whole number between 1 and 100'],
        ['limit=101', 'Limit must be a whole number between 1 and 100'],
        [`search=${'x'.repeat(201)}`, 'Search must be at most 200 characters'],
      ])
      expect((await call('GET', '/api/contact?limit=100')).statusCode).toBe(200)
    })
  })

  describe('GET /contact/unread (the bell)', () => {
    it('lists unread messages newest first with the unread total', async () => {
      const unreadTotal = async () =>
        (await call('GET', '/api/contact?status=unread&limit=1')).json().pagination.total as number

      for (let i = 0; i < 11; i++) {
        await createContactMessage(h.db, { createdAt: new Date(Date.UTC(2010, 0, 1 + i)) })
      }
      const posted = (await submit(validMessage({ subject: 'Bell test' }))).json().data
      await createLegacyContactMessage(h.db, false, { createdAt: new Date(Date.UTC(2000, 0, 1)) })
      await createContactMessage(h.db, { status: 'read' })

      const response = await call('GET', '/api/contact/unread')
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body.success).toBe(true)
      expect(body.total).toBe(await unreadTotal())
      expect(body.total).toBeGreaterThan(10)
      expect(body.data).toHaveLength(10)
      expect(body.data[0]._id).toBe(posted._id)
      expect(body.data.every((message: { status: string }) => message.status === 'unread')).toBe(true)
      const times = body.data.map((message: { createdAt: string }) => Date.parse(message.createdAt))
      expect(times).toEqual([...times].sort((a, b) => b - a))

      expect((await call('GET', '/api/contact/unread?limit=3')).json().data).toHaveLength(3)
      const all = (await call('GET', '/api/contact/unread?limit=50')).json()
      expect(all.data).toHaveLength(Math.min(50, body.total))

      await call('PATCH', `/api/contact/${posted._id}/read`)
      const after = (await call('GET', '/api/contact/unread')).json()
      expect(after.total).toBe(body.total - 1)
      expect(after.data.map((message: { _id: string }) => message._id)).not.toContain(posted._id)

      const tooMany = await call('GET', '/api/contact/unread?limit=51')
      expect(tooMany.statusCode).toBe(400)
      expect(tooMany.json().message).toBe('Limit must be a whole number between 1 and 50')
    })
  })

  describe('GET /contact/:id', () => {
    it('answers the message with readBy and replies', async () => {
      const message = await createContactMessage(h.db, { status: 'read', isRead: true })
      await h.db.insert(contactMessageReads).values({ messageId: message.id, adminId: session.admin.id })
      const first = await createContactReply(h.db, {
        messageId: message.id,
        adminId: session.admin.id,
        adminName: 'Grace Hopper',
        message: 'We will call you.',
        createdAt: new Date(Date.UTC(2024, 5, 1)),
      })
      const second = await createContactReply(h.db, {
        messageId: message.id,
        adminId: null,
        adminName: 'Former Admin',
        message: 'Quote attached.',
        createdAt: new Date(Date.UTC(2024, 5, 2)),
      })

      const response = await call('GET', `/api/contact/${message.id}`)
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toEqual({
        _id: message.id,
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        status: 'read',
        isRead: true,
        readBy: [session.admin.id],
        replies: [
          {
            _id: first.id,
            message: 'We will call you.',
            admin: { _id: session.admin.id, name: 'Grace Hopper' },
            createdAt: '2024-06-01T00:00:00.000Z',
            // Stored directly, as before replies were mailed: no e-mail.
            delivery: null,
          },
          {
            _id: second.id,
            message: 'Quote attached.',
            admin: { _id: null, name: 'Former Admin' },
            createdAt: '2024-06-02T00:00:00.000Z',
            delivery: null,
          },
        ],
        createdAt: message.createdAt.toISOString(),
        updatedAt: message.updatedAt.toISOString(),
        // No SMTP_URL here: replies are kept in the Outbox (docs/product.md#message-window).
        mailDelivery: 'local',
      })
    })

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of [randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
        const response = await call('GET', `/api/contact/${encodeURIComponent(id)}`)
        expect(response.statusCode, id).toBe(404)
        expect(response.json()).toEqual({ success: false, message: 'Message not found' })
      }
    })
  })

  describe('PATCH /contact/:id/read', () => {
    it('turns unread into read and adds the administrator to readBy once', async () => {
      const message = await createContactMessage(h.db)
      const response = await call('PATCH', `/api/contact/${message.id}/read`)
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toMatchObject({
        _id: message.id,
        status: 'read',
        isRead: true,
        readBy: [session.admin.id],
      })
      const again = await call('PATCH', `/api/contact/${message.id}/read`)
      expect(again.json().data.readBy).toEqual([session.admin.id])

      const other = await createAdmin(h.db)
      const otherSession = await signIn(h.app, other.email)
      const byOther = await call('PATCH', `/api/contact/${message.id}/read`, undefined, otherSession.headers)
      expect(byOther.json().data.readBy).toEqual([session.admin.id, other.id])
      const rows = await h.db
        .select()
        .from(contactMessageReads)
        .where(eq(contactMessageReads.messageId, message.id))
      expect(rows).toHaveLength(2)
    })

    it('records concurrent reads by the same administrator once', async () => {
      const message = await createContactMessage(h.db)
      const responses = await Promise.all(
        Array.from({ length: 4 }, () => call('PATCH', `/api/contact/${message.id}/read`)),
      )
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200])
      const final = (await call('GET', `/api/contact/${message.id}`)).json().data
      expect(final).toMatchObject({ status: 'read', readBy: [session.admin.id] })
    })

    it('leaves an archived message archived and reads legacy records into the new model', async () => {
      const archived = await createContactMessage(h.db, { status: 'archived' })
      const readArchived = (await call('PATCH', `/api/contact/${archived.id}/read`)).json().data
      expect(readArchived).toMatchObject({ status: 'archived', readBy: [session.admin.id] })

      const legacy = await createLegacyContactMessage(h.db, false)
      const readLegacy = (await call('PATCH', `/api/contact/${legacy.id}/read`)).json().data
      expect(readLegacy).toMatchObject({ status: 'read', isRead: true, readBy: [session.admin.id] })
      const [row] = await h.db.select().from(contactMessages).where(eq(contactMessages.id, legacy.id))
      expect(row).toMatchObject({ status: 'read', isRead: true })
    })

    it('answers 404 for an unknown message', async () => {
      const response = await call('PATCH', `/api/contact/${randomUUID()}/read`)
      expect(response.statusCode).toBe(404)
      expect(response.json().message).toBe('Message not found')
      expect((await call('PATCH', '/api/contact/nope/read')).statusCode).toBe(404)
    })
  })

  describe('POST /contact/:id/reply', () => {
    it('stores the reply with the administrator’s id and name and answers the updated message', async () => {
      const message = await createContactMessage(h.db)
      const response = await call('POST', `/api/contact/${message.id}/reply`, {
        message: '  Thanks, a quote follows.  ',
      })
      expect(response.statusCode).toBe(200)
      const data = response.json().data
      expect(data.replies).toEqual([
        {
          _id: expect.any(String),
          message: 'Thanks, a quote follows.',
          admin: { _id: session.admin.id, name: session.admin.name },
          createdAt: expect.any(String),
          // The e-mail to the visitor, recorded with the reply (no SMTP server here: it is kept).
          delivery: {
            mailId: expect.any(String),
            status: expect.stringMatching(/^(queued|sending|kept)$/),
            response: expect.toBeOneOf([null, expect.any(String)]),
          },
        },
      ])
      // Whoever replies has read the message.
      expect(data).toMatchObject({ status: 'read', isRead: true, readBy: [session.admin.id] })
      expect(Date.parse(data.updatedAt)).toBeGreaterThanOrEqual(message.updatedAt.getTime())

      const [row] = await h.db.select().from(contactReplies).where(eq(contactReplies.messageId, message.id))
      expect(row).toMatchObject({
        adminId: session.admin.id,
        adminName: session.admin.name,
        message: 'Thanks, a quote follows.',
      })
      expect(row!.createdAt).toBeInstanceOf(Date)

      const second = await call('POST', `/api/contact/${message.id}/reply`, { message: 'Second reply' })
      expect(second.json().data.replies.map((reply: { message: string }) => reply.message)).toEqual([
        'Thanks, a quote follows.',
        'Second reply',
      ])
    })

    it('keeps the author’s name on a reply after the administrator is removed', async () => {
      const author = await createAdmin(h.db, { name: 'Temporary Admin' })
      const authorSession = await signIn(h.app, author.email)
      const message = await createContactMessage(h.db)
      await call('POST', `/api/contact/${message.id}/reply`, { message: 'On it.' }, authorSession.headers)
      await h.db.delete(adminUsers).where(eq(adminUsers.id, author.id))

      const data = (await call('GET', `/api/contact/${message.id}`)).json().data
      expect(data.replies).toMatchObject([
        { message: 'On it.', admin: { _id: null, name: 'Temporary Admin' } },
      ])
      expect(data.readBy).toEqual([])
    })

    it('requires a reply message of at most 5000 characters', async () => {
      const message = await createContactMessage(h.db)
      for (const payload of [{}, { message: '   ' }]) {
        const response = await call('POST', `/api/contact/${message.id}/reply`, payload)
        expect(response.statusCode).toBe(400)
        expect(response.json()).toEqual({
          success: false,
          message: 'Reply message is required',
          errors: { message: 'Reply message is required' },
        })
      }
      const tooLong = await call('POST', `/api/contact/${message.id}/reply`, { message: 'r'.repeat(5001) })
      expect(tooLong.json().message).toBe('Reply message must be at most 5000 characters')
      expect(
        (await call('POST', `/api/contact/${message.id}/reply`, { message: 'r'.repeat(5000) })).statusCode,
      ).toBe(200)

      const missing = await call('POST', `/api/contact/${randomUUID()}/reply`, { message: 'Hello' })
      expect(missing.statusCode).toBe(404)
      expect(missing.json().message).toBe('Message not found')
    })
  })

  describe('PATCH /contact/:id/archive', () => {
    it('archives any message that is not archived yet, and there is no way back', async () => {
      const messages = [
        await createContactMessage(h.db, { status: 'unread' }),
        await createContactMessage(h.db, { status: 'read', isRead: true }),
        await createLegacyContactMessage(h.db, true),
        await createLegacyContactMessage(h.db, false),
      ]
      for (const message of messages) {
        const response = await call('PATCH', `/api/contact/${message.id}/archive`)
        expect(response.statusCode).toBe(200)
        expect(response.json().data).toMatchObject({ _id: message.id, status: 'archived' })
      }
      const first = messages[0]!
      const again = await call('PATCH', `/api/contact/${first.id}/archive`)
      expect(again.statusCode).toBe(200)
      expect(again.json().data.status).toBe('archived')
      // Neither reading nor replying brings it back.
      await call('PATCH', `/api/contact/${first.id}/read`)
      await call('POST', `/api/contact/${first.id}/reply`, { message: 'Late answer' })
      expect((await call('GET', `/api/contact/${first.id}`)).json().data.status).toBe('archived')
      expect((await call('PATCH', `/api/contact/${first.id}/unarchive`)).statusCode).toBe(404)

      expect((await call('PATCH', `/api/contact/${randomUUID()}/archive`)).statusCode).toBe(404)
    })
  })

  describe('DELETE /contact/:id', () => {
    it('deletes the message with its replies and read records', async () => {
      const message = await createContactMessage(h.db)
      await call('POST', `/api/contact/${message.id}/reply`, { message: 'Reply before deletion' })
      expect(
        await h.db.select().from(contactMessageReads).where(eq(contactMessageReads.messageId, message.id)),
      ).toHaveLength(1)

      const response = await call('DELETE', `/api/contact/${message.id}`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ success: true, data: { _id: message.id } })

      expect(await h.db.select().from(contactMessages).where(eq(contactMessages.id, message.id))).toEqual([])
      expect(
        await h.db.select().from(contactReplies).where(eq(contactReplies.messageId, message.id)),
      ).toEqual([])
      expect(
        await h.db.select().from(contactMessageReads).where(eq(contactMessageReads.messageId, message.id)),
      ).toEqual([])
      expect((await call('GET', `/api/contact/${message.id}`)).statusCode).toBe(404)

      const twice = await call('DELETE', `/api/contact/${message.id}`)
      expect(twice.statusCode).toBe(404)
      expect(twice.json().message).toBe('Message not found')
      expect((await call('DELETE', '/api/contact/garbage')).statusCode).toBe(404)
    })
  })
})

describe(`contact rate limit behind a trusted proxy on ${testDatabaseKind}`, () => {
  const h = useTestApp({ env: { TRUST_PROXY: 'true' } })

  it('counts per visitor address from X-Forwarded-For when TRUST_PROXY is set', async () => {
    const send = (forwardedFor: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: validMessage(),
      })
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await send('203.0.113.10')).statusCode).toBe(201)
    }
    expect((await send('203.0.113.10')).statusCode).toBe(429)
    // Another visitor behind the same proxy is not affected.
    expect((await send('203.0.113.11')).statusCode).toBe(201)
  })
})
