import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNSTORABLE_TEXT_MESSAGE } from '../fields'
import { adminSession } from '../../tests/helpers/auth'
import { createTestApp } from '../../tests/helpers/test-app'

const refused = (field: string) => ({
  success: false,
  message: `"${field}" contains a character that cannot be stored (U+0000 or an unpaired UTF-16 surrogate)`,
  errors: { [field]: UNSTORABLE_TEXT_MESSAGE },
})

describe('text the database cannot store, wherever it enters the API', () => {
  let h: Awaited<ReturnType<typeof createTestApp>>
  let headers: Record<string, string>
  let address = 0

  beforeAll(async () => {
    h = await createTestApp()
    headers = (await adminSession(h.app, h.db)).headers
  })
  afterAll(async () => {
    await h.close()
  })

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, auth = true) =>
    h.app.inject({
      method,
      url,
      headers: auth ? headers : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
      // Rate limits are per address: each request its own, so none of them is throttled.
      remoteAddress: `10.77.${Math.floor(++address / 250)}.${address % 250}`,
    })

  const contact = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question' }

  it.each([
    ['NUL in the contact form', 'POST', '/api/contact', { ...contact, name: 'Ada\u0000' }, 'name', false],
    [
      'a lone surrogate in the contact form',
      'POST',
      '/api/contact',
      { ...contact, message: 'x\ud800' },
      'message',
      false,
    ],
    [
      'NUL in the sign-in e-mail',
      'POST',
      '/api/auth/login',
      { email: 'a\u0000@b.co', password: 'x' },
      'email',
      false,
    ],
    ['NUL in the newsletter field', 'POST', '/api/newsletter', { email: 'a\u0000@b.co' }, 'email', false],
    ['NUL in an admin write', 'POST', '/api/categories', { title: 'Cables\u0000' }, 'title', true],
    [
      'a lone surrogate deep in an admin write',
      'PUT',
      '/api/company/info',
      {
        name: 'Company',
        faq: [
          { question: 'Q', answer: 'A' },
          { question: 'Q', answer: '\udc00' },
        ],
      },
      'faq.1.answer',
      true,
    ],
    ['NUL in an object key', 'POST', '/api/services', { ['ti\u0000tle']: 'x' }, 'ti\ufffdtle', true],
    ['NUL in a search', 'GET', '/api/contact?search=%00', undefined, 'search', true],
    ['NUL in a path parameter', 'GET', '/api/services/%00', undefined, 'id', false],
    ['NUL in the query of a route without a query schema', 'GET', '/api/health?x=%00', undefined, 'x', false],
    ['a body that is nothing but NUL', 'POST', '/api/contact', '"\\u0000"', 'body', false],
  ] as const)('answers 400 naming the field: %s', async (_name, method, url, payload, field, auth) => {
    const response = await h.app.inject({
      method,
      url,
      headers: {
        ...(auth ? headers : {}),
        ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
      remoteAddress: `10.78.0.${++address % 250}`,
    })
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json()).toEqual(refused(field))
  })

  it('stores nothing it refused, and takes the same text without the bad character', async () => {
    await call('POST', '/api/contact', { ...contact, name: 'Ada\u0000' }, false)
    await call('POST', '/api/contact', { ...contact, subject: 'Hi \ud83d' }, false)
    const list = await call('GET', '/api/contact')
    expect(list.json().pagination.total).toBe(0)
    const emoji = await call('POST', '/api/contact', { ...contact, subject: 'Hi 😀' }, false)
    expect(emoji.statusCode).toBe(201)
    expect(emoji.json().data.subject).toBe('Hi 😀')
  })

  it('checks the token first: without one, an administrator’s route answers 401', async () => {
    const response = await call('GET', '/api/contact?search=%00', undefined, false)
    expect(response.statusCode).toBe(401)
  })
})
