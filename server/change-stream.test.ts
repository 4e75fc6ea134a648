import type { AddressInfo } from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminSession } from '../tests/helpers/auth'
import { useAdminApp } from '../tests/helpers/admin-app'
import { testDatabaseKind } from '../tests/helpers/test-db'

/** An open stream: what it has sent so far, and a wait for a text in it. */
async function openStream(url: string, token: string) {
  const controller = new AbortController()
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  })
  let text = ''
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  const reading = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        text += decoder.decode(value, { stream: true })
      }
    } catch {
      // Aborted at the end of the test.
    }
  })()
  return {
    response,
    get text() {
      return text
    },
    /** Waits (up to 5 s) until the stream has sent an event whose areas include `area` (null: everything). */
    async eventWith(area: string | null): Promise<void> {
      const deadline = Date.now() + 5_000
      while (Date.now() < deadline) {
        const events = [...text.matchAll(/event: change\ndata: (.*)\n\n/g)].map(
          (match) => JSON.parse(match[1]!) as { areas: string[] | null },
        )
        if (events.some((event) => (area === null ? event.areas === null : event.areas?.includes(area))))
          return
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      throw new Error(`no change of ${area} in: ${text}`)
    },
    async close() {
      controller.abort()
      await reading
    },
  }
}

describe(`the change stream (GET /api/changes/stream) on ${testDatabaseKind}`, () => {
  const h = useAdminApp()
  let base = ''

  beforeAll(async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`
  })

  const tokenOf = () => h.headers.authorization!.replace(/^Bearer /, '')

  it('tells an open back-office of a content write made elsewhere, as a server-sent event', async () => {
    const stream = await openStream(`${base}/api/changes/stream`, tokenOf())
    try {
      expect(stream.response.status).toBe(200)
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
      expect(stream.response.headers.get('cache-control')).toBe('no-store')
      // Another editor's save: the stream says which area changed.
      const created = await h.call('POST', '/api/services', { title: 'Live', shortDescription: 'Seen live.' })
      expect(created.statusCode).toBe(201)
      await stream.eventWith('services')
      expect(stream.text).toMatch(/^retry: 3000\n: connected\n\n/)
    } finally {
      await stream.close()
    }
  })

  it('tells of new paths in the 404 log once their counts are added', async () => {
    const stream = await openStream(`${base}/api/changes/stream`, tokenOf())
    try {
      h.app.services.notFoundLog.record('/no-such-page')
      await h.app.services.notFoundLog.flush()
      await stream.eventWith('not-found')
    } finally {
      await stream.close()
    }
  })

  it('is for the roles that edit content: an editor may listen, support may not, nobody signed out', async () => {
    const editor = await adminSession(h.app, h.db, 'editor')
    const allowed = await openStream(`${base}/api/changes/stream`, editor.token)
    expect(allowed.response.status).toBe(200)
    await allowed.close()
    const support = await adminSession(h.app, h.db, 'support')
    const refused = await fetch(`${base}/api/changes/stream`, {
      headers: { authorization: `Bearer ${support.token}` },
    })
    expect(refused.status).toBe(403)
    expect((await refused.json()).message).toBe('Your role does not allow this. Ask an owner if you need it.')
    expect((await fetch(`${base}/api/changes/stream`)).status).toBe(401)
  })
})
