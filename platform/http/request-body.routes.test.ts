import { writeFile } from 'node:fs/promises'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../../tests/helpers/auth'
import { UNKNOWN_ID } from '../../tests/helpers/routes'
import { createTestApp } from '../../tests/helpers/test-app'

type Operation = { requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> } }
type JsonSchema = { type?: string; required?: string[] }

const WRITES = ['post', 'put', 'patch', 'delete']

describe('a write whose body is optional accepts none', () => {
  let h: Awaited<ReturnType<typeof createTestApp>>
  let owner: Awaited<ReturnType<typeof createAdmin>>
  let address = 0

  beforeAll(async () => {
    // Backups are started by a body-less POST too: an archive of a few bytes keeps each start quick.
    h = await createTestApp({
      backupEngine: {
        createBackup: async ({ file }) => {
          await writeFile(file, 'archive')
          return { tables: {}, size: 7 }
        },
        verifyBackup: async () => ({ ok: true, problems: [] }),
      },
    })
    owner = await createAdmin(h.db)
  })
  afterAll(async () => {
    await h.close()
  })

  /** Each request on a session of its own (signing out ends one) and from an address of its own (rate limits). */
  async function send(method: string, url: string, body: Pick<InjectOptions, 'payload' | 'headers'>) {
    const { token } = await h.app.services.sessions.start(owner, { ip: '127.0.0.1', userAgent: 'test' })
    address += 1
    // A backup started by the previous call is made first: one runs at a time (409 for a second).
    await h.app.jobs.worker.drain()
    await h.app.jobs.worker.drain()
    return h.app.inject({
      method: method.toUpperCase() as 'POST',
      url,
      ...body,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      remoteAddress: `10.88.${Math.floor(address / 250)}.${address % 250}`,
    })
  }

  const answer = (response: { statusCode: number; json: () => { message?: string } }) => ({
    status: response.statusCode,
    message: response.statusCode >= 400 ? response.json().message : undefined,
  })

  it('no body at all, and zero bytes of JSON, are answered as `{}` is, on every route whose body `{}` satisfies', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>
    }
    const routes: [string, string, boolean][] = []
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!WRITES.includes(method)) continue
        const content = operation.requestBody?.content
        // Uploads are multipart forms: a file is their body.
        if (content && !content['application/json']) continue
        const schema = content?.['application/json']?.schema
        // No body schema (anything goes), or an object without required fields.
        if (schema && (schema.type !== 'object' || schema.required?.length)) continue
        routes.push([method, path.replace(/\{\w+\}/g, UNKNOWN_ID), Boolean(schema)])
        // What the document says of it: the body is optional.
        if (schema) expect(operation.requestBody!.required, `${method} ${path}`).toBe(false)
      }
    }
    // Among them: signing out, ending sessions, updates with every field optional, two-factor set-up.
    expect(routes.map(([method, url]) => `${method.toUpperCase()} ${url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/logout',
        'POST /api/auth/sessions/end-others',
        'PUT /api/auth/update-credentials',
        `PUT /api/services/${UNKNOWN_ID}`,
        `PUT /api/users/${UNKNOWN_ID}`,
        'POST /api/auth/2fa/setup',
      ]),
    )
    for (const [method, url, hasSchema] of routes) {
      const withEmptyObject = answer(
        await send(method, url, { payload: '{}', headers: { 'content-type': 'application/json' } }),
      )
      const withNothing = answer(await send(method, url, {}))
      const withEmptyJson = answer(
        await send(method, url, { payload: '', headers: { 'content-type': 'application/json' } }),
      )
      expect(withNothing, `${method} ${url} without a body`).toEqual(withEmptyObject)
      expect(withEmptyJson, `${method} ${url} with zero bytes of JSON`).toEqual(withEmptyObject)
      // Whatever they answer, it is not about the body being absent.
      expect(withNothing.message ?? '', `${method} ${url}`).not.toMatch(/expected object|body is empty|null/i)
      if (hasSchema) expect(withNothing.status, `${method} ${url}`).not.toBe(415)
    }
  })

  it('signs out without a body (what most clients send): 200, and the token stops working', async () => {
    const { token } = await h.app.services.sessions.start(owner, { ip: '127.0.0.1', userAgent: 'test' })
    const headers = { authorization: `Bearer ${token}` }
    const logout = await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers })
    expect(logout.statusCode).toBe(200)
    expect(logout.json()).toEqual({ success: true, data: { ended: 1 } })
    expect((await h.app.inject({ method: 'GET', url: '/api/auth/verify', headers })).statusCode).toBe(401)
  })

  it('still refuses a required body that is missing, naming the fields', async () => {
    const response = await h.app.inject({ method: 'POST', url: '/api/auth/login' })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toMatchObject({
      email: 'Email is required',
      password: 'Password is required',
    })
    const emptyJson = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    })
    expect(emptyJson.statusCode).toBe(400)
    expect(emptyJson.json().errors).toMatchObject({ email: 'Email is required' })
    // Invalid JSON is still invalid JSON.
    const broken = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    })
    expect(broken.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' })
  })
})
