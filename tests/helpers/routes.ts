import { existsSync } from 'node:fs'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { AdminApp } from './admin-app'
import { adminSession } from './auth'
import { createTestApp } from './test-app'

/** A well-formed id no row has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

type Request = readonly [InjectOptions['method'], object?]

/**
 * Each request answers 404 with `message` (the API's own body), for an id no row has and for one that is not an
 * id at all. By default: read, update and delete.
 */
export async function expectNotFound(
  call: AdminApp['call'],
  url: (id: string) => string,
  message: string,
  requests: readonly Request[] = [['GET'], ['PUT', { name: 'X' }], ['DELETE']],
) {
  for (const id of [UNKNOWN_ID, 'not-an-id']) {
    for (const [method, payload] of requests) {
      const response = await call(method, url(id), payload)
      expect(response.statusCode, `${method} ${id}`).toBe(404)
      expect(response.json()).toEqual({ success: false, message })
    }
  }
}

/** The writes announce these areas, in this order, so cached pages can be refreshed; nothing else is announced. */
export async function expectAnnounced(h: AdminApp, areas: string[], writes: () => Promise<unknown>) {
  const seen: string[] = []
  const stop = h.app.services.changes.onChange((area) => seen.push(area))
  try {
    await writes()
  } finally {
    stop()
  }
  expect(seen).toEqual(areas)
}

/** DELETE `url` answers the deleted id and releases the row's image file; the row is gone (404) after. */
export async function expectDeleted(h: AdminApp, url: string, id: string, imageFile: string) {
  const deleted = await h.call('DELETE', url)
  expect(deleted.statusCode).toBe(200)
  expect(deleted.json()).toEqual({ success: true, data: { _id: id } })
  expect((await h.call('GET', url)).statusCode).toBe(404)
  // In the trash, restorable: its image stays until the trash lets it go.
  expect(existsSync(imageFile)).toBe(true)
  await h.forgetKept()
  expect(existsSync(imageFile)).toBe(false)
}

/**
 * A row of `api` made with a stored image in `field` keeps it through an update that leaves it (`unchanged`) and
 * one that replaces it (the replacement given as `given` says, by default its address): the history and the trash
 * still name the first, which is released once they let go; the second is released on delete.
 */
export async function expectImageReplaced(
  h: AdminApp,
  api: string,
  field: string,
  row: object,
  unchanged: object,
  given: (replacement: { url: string }) => string = (replacement) => replacement.url,
) {
  const folder = api.split('/').at(-1)!
  const first = await h.storedImage(folder, 'first.webp')
  const second = await h.storedImage(folder, 'second.webp')
  const created = (await h.call('POST', api, { ...row, [field]: first.url })).json().data
  await h.call('PUT', `${api}/${created._id}`, unchanged)
  expect(existsSync(first.file)).toBe(true)
  const replaced = await h.call('PUT', `${api}/${created._id}`, { [field]: given(second) })
  expect(replaced.json().data[field]).toBe(second.url)
  expect(existsSync(first.file)).toBe(true)
  // Kept while the history or the trash names it; released once they let go.
  await h.forgetKept()
  expect(existsSync(first.file)).toBe(false)
  expect(existsSync(second.file)).toBe(true)
  await expectDeleted(h, `${api}/${created._id}`, created._id, second.file)
}

/** A 201 (or `status`) whose data is the entity: exactly these fields, a new id and its two timestamps. */
export function expectSaved(response: LightMyRequestResponse, fields: object, status = 201) {
  expect(response.statusCode).toBe(status)
  const data = response.json().data
  expect(data).toEqual({
    _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    ...fields,
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
  })
  return data
}

/**
 * Each query on `path` answers 400, and the response's message is the reason given with it (or, when `whole` is
 * false, says it among other words).
 */
export async function expectQueriesRefused(
  get: (url: string) => Promise<LightMyRequestResponse>,
  path: string,
  cases: readonly (readonly [query: string, message: string])[],
  whole = true,
) {
  for (const [query, message] of cases) {
    const response = await get(`${path}${query}`)
    expect(response.statusCode, query).toBe(400)
    if (whole) expect(response.json().message, query).toBe(message)
    else expect(response.json().message, query).toContain(message)
  }
}

/** A 400 that names each invalid field with its message; the first message is the response's message. */
export function expectInvalid(response: LightMyRequestResponse, errors: Record<string, string>) {
  expect(response.statusCode).toBe(400)
  expect(response.json()).toEqual({ success: false, message: Object.values(errors)[0], errors })
}

type FreshApp = Awaited<ReturnType<typeof createTestApp>> & { headers: Record<string, string> }

/**
 * A test of its own on a fresh, empty database (for lists whose order or count other tests would disturb),
 * with an administrator signed in; closed when `test` ends.
 */
export async function withFreshApp(test: (local: FreshApp) => Promise<void>) {
  const local = await createTestApp()
  try {
    await test({ ...local, headers: (await adminSession(local.app, local.db)).headers })
  } finally {
    await local.close()
  }
}
