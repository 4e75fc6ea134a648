import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../platform/db/tables'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import { readCsv } from './redirects.csv'

/** A multipart body with one file in the field `file`. */
function multipart(content: string | Buffer, field = 'file') {
  const boundary = '----redirects' + Math.random().toString(16).slice(2)
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="r.csv"\r\nContent-Type: text/csv\r\n\r\n`
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** A GET through the real server (its listener, not app.inject), without following redirects. */
function getRaw(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers }, (response) => {
          let body = ''
          response.on('data', (chunk) => (body += chunk))
          response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }))
        })
        .on('error', reject)
    },
  )
}

describe(`redirects on ${testDatabaseKind}`, () => {
  const h = useAdminApp()
  const { call } = h

  const importCsv = (csv: string | Buffer, dryRun: boolean) => {
    const { payload, headers } = multipart(csv)
    return h.app.inject({
      method: 'POST',
      url: `/api/redirects/import?dryRun=${dryRun}`,
      payload,
      headers: { ...h.headers, ...headers },
    })
  }

  it('adds, lists, searches, changes and removes a redirect; the path is answered 301 with its Location', async () => {
    const created = await call('POST', '/api/redirects', {
      from: '/old-page/',
      to: '/new-page',
      note: 'Moved',
    })
    expect(created.statusCode).toBe(201)
    const redirect = created.json().data
    expect(redirect).toMatchObject({
      from: '/old-page',
      to: '/new-page',
      status: 301,
      note: 'Moved',
      hits: 0,
    })
    expect(redirect.lastHitAt).toBeNull()

    const answer = await h.app.inject({ url: '/old-page?utm_source=x' })
    expect(answer.statusCode).toBe(301)
    expect(answer.headers.location).toBe('/new-page?utm_source=x')
    expect(answer.headers['cache-control']).toBe('public, max-age=3600')
    expect((await h.app.inject({ url: '/old-page/' })).headers.location).toBe('/new-page')
    // HEAD too; signed in or with an ETag from before, the path is still redirected.
    const head = await h.app.inject({ method: 'HEAD', url: '/old-page' })
    expect([head.statusCode, head.headers.location, head.body]).toEqual([301, '/new-page', ''])
    const conditional = await h.app.inject({
      url: '/old-page',
      headers: { ...h.headers, 'if-none-match': '"x"' },
    })
    expect(conditional.statusCode).toBe(301)
    expect((await h.app.inject({ method: 'POST', url: '/old-page' })).statusCode).not.toBe(301)

    const list = (await call('GET', '/api/redirects?search=old-page')).json()
    expect(list.data.map((r: { id: string }) => r.id)).toEqual([redirect.id])
    expect(list.pagination).toMatchObject({ page: 1, total: 1 })
    expect((await call('GET', '/api/redirects?search=nothing-like-it')).json().data).toEqual([])

    const changed = await call('PUT', `/api/redirects/${redirect.id}`, {
      from: '/old-page',
      to: 'https://example.com/elsewhere',
      status: 302,
    })
    expect(changed.statusCode).toBe(200)
    const moved = await h.app.inject({ url: '/old-page?x=1' })
    expect(moved.statusCode).toBe(302)
    expect(moved.headers.location).toBe('https://example.com/elsewhere')
    expect(moved.headers['cache-control']).toBe('no-store')

    expect((await call('DELETE', `/api/redirects/${redirect.id}`)).statusCode).toBe(200)
    expect((await h.app.inject({ url: '/old-page' })).statusCode).toBe(404)
    expect((await call('DELETE', `/api/redirects/${redirect.id}`)).statusCode).toBe(404)
    expect((await call('GET', '/api/redirects/not-a-uuid')).statusCode).toBe(404)
  })

  it('lists the redirects slug changes made as automatic, each to the item’s current address', async () => {
    const service = (
      await call('POST', '/api/services', { title: 'Cable testing', shortDescription: 'Tests.' })
    ).json().data
    await call('POST', '/api/redirects', { from: '/by-hand', to: '/elsewhere' })
    // Kept by hand only, by default (the API as before).
    expect((await call('GET', '/api/redirects')).json().data.map((r: { from: string }) => r.from)).toEqual([
      '/by-hand',
    ])
    await call('PUT', `/api/services/${service._id}`, { slug: 'cable-diagnostics' })
    const once = (await call('GET', '/api/redirects?kind=automatic')).json()
    expect(once.data).toEqual([
      expect.objectContaining({
        kind: 'automatic',
        from: '/service/cable-testing',
        to: '/service/cable-diagnostics',
        status: 301,
        type: 'services',
        typeLabel: 'Service',
        itemId: service._id,
        title: 'Cable testing',
      }),
    ])
    // A second change: both old addresses lead to the current one.
    await call('PUT', `/api/services/${service._id}`, { slug: 'cable-fault-location' })
    const twice = (await call('GET', '/api/redirects?kind=automatic')).json()
    expect(twice.pagination).toMatchObject({ total: 2 })
    expect(twice.data.map((r: { from: string; to: string }) => [r.from, r.to]).sort()).toEqual([
      ['/service/cable-diagnostics', '/service/cable-fault-location'],
      ['/service/cable-testing', '/service/cable-fault-location'],
    ])
    // Both kinds: those by hand first; the search looks in the item's title too.
    const all = (await call('GET', '/api/redirects?kind=all')).json()
    expect(all.data.map((r: { kind: string }) => r.kind)).toEqual(['manual', 'automatic', 'automatic'])
    expect(all.pagination).toMatchObject({ total: 3 })
    const paged = (await call('GET', '/api/redirects?kind=all&limit=2&page=2')).json()
    expect(paged.data).toHaveLength(1)
    expect(paged.data[0].kind).toBe('automatic')
    expect((await call('GET', '/api/redirects?kind=all&search=cable')).json().pagination.total).toBe(2)
    expect((await call('GET', '/api/redirects?kind=some')).statusCode).toBe(400)
  })

  it('refuses bad input with clear messages, a duplicate with 409 naming it, and stays out of /api and /admin', async () => {
    const bad = async (body: object) => (await call('POST', '/api/redirects', body)).json()
    expect((await bad({ from: 'old', to: '/x' })).errors.from).toMatch(/starting with \//)
    expect((await bad({ from: 'https://ex.com/a', to: '/x' })).errors.from).toMatch(/without https/)
    expect((await bad({ from: '/a?b=1', to: '/x' })).errors.from).toMatch(/query/)
    expect((await bad({ from: '/api/services', to: '/x' })).errors.from).toMatch(/\/api\//)
    expect((await bad({ from: '/admin/users', to: '/x' })).errors.from).toMatch(/\/admin/)
    expect((await bad({ from: '/login', to: '/x' })).errors.from).toMatch(/\/login/)
    expect((await bad({ from: '/assets/app.js', to: '/x' })).errors.from).toMatch(/\/assets\//)
    expect((await bad({ from: '/a', to: 'javascript:alert(1)' })).errors.to).toMatch(/http/)
    expect((await bad({ from: '/a', to: '/b', status: 307 })).errors.status).toMatch(/301.*302/)
    const status = (await call('POST', '/api/redirects', { from: '/a', to: 'ftp://x' })).statusCode
    expect(status).toBe(400)

    expect((await call('POST', '/api/redirects', { from: '/dup', to: '/one' })).statusCode).toBe(201)
    const dup = await call('POST', '/api/redirects', { from: '/dup/', to: '/two' })
    expect(dup.statusCode).toBe(409)
    expect(dup.json().message).toBe('A redirect from /dup already exists (to /one)')
    // Only the roles that edit content may see them; nobody without a token.
    expect((await call('GET', '/api/redirects', undefined, false)).statusCode).toBe(401)
  })

  it('serves a chain in one hop (301 only if every hop is) and refuses a loop with the loop shown', async () => {
    await call('POST', '/api/redirects', { from: '/chain-a', to: '/chain-b' })
    await call('POST', '/api/redirects', { from: '/chain-b', to: '/chain-c', status: 302 })
    const answer = await h.app.inject({ url: '/chain-a' })
    expect(answer.statusCode).toBe(302)
    expect(answer.headers.location).toBe('/chain-c')
    expect(h.app.services.redirectTable.find('/chain-a')).toMatchObject({
      to: '/chain-c',
      origin: { kind: 'manual' },
    })
    // The stored rows stay as written.
    const rows = (await call('GET', '/api/redirects?search=chain-a')).json().data
    expect(rows[0].to).toBe('/chain-b')

    const loop = await call('POST', '/api/redirects', { from: '/chain-c', to: '/chain-a' })
    expect(loop.statusCode).toBe(422)
    expect(loop.json().message).toBe('This would loop: /chain-c → /chain-a → /chain-b → /chain-c')
    const self = await call('POST', '/api/redirects', { from: '/self', to: '/self/' })
    expect(self.json().message).toBe('This would loop: /self → /self')
  })

  it('answers from memory through the real server: no database query per hit; hits are added in batches', async () => {
    const created = (await call('POST', '/api/redirects', { from: '/fast', to: '/faster' })).json().data
    await h.app.services.redirectTable.flush()
    await h.app.listen({ port: 0, host: '127.0.0.1' })
    const port = (h.app.server.address() as AddressInfo).port
    // What reaches the database client meanwhile (the worker's own polls of its queues aside).
    const client = (h.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client
    const seen: string[] = []
    const originals = Object.fromEntries(['query', 'exec'].map((name) => [name, client[name]!]))
    for (const name of Object.keys(originals)) {
      client[name] = (...args: unknown[]) => {
        const text = String((args[0] as { text?: string })?.text ?? args[0])
        if (!/jobs|mail_outbox|newsletter/.test(text)) seen.push(text)
        return originals[name]!.apply(client, args)
      }
    }
    try {
      for (let n = 0; n < 5; n++) {
        const answer = await getRaw(port, '/fast?ref=mail', { authorization: 'Bearer nothing' })
        expect(answer.status).toBe(301)
        expect(answer.headers.location).toBe('/faster?ref=mail')
      }
      expect(seen).toEqual([])
    } finally {
      Object.assign(client, originals)
    }
    expect(h.app.services.redirectTable.pendingHits()).toBe(5)
    await h.app.services.redirectTable.flush()
    const row = (await call('GET', `/api/redirects/${created.id}`)).json().data
    expect(row.hits).toBe(5)
    expect(row.lastHitAt).not.toBeNull()
  })

  it('imports 2,000 lines with errors: the dry run reports, writes nothing, and the apply writes the same', async () => {
    await call('POST', '/api/redirects', { from: '/kept', to: '/kept-target' })
    await call('POST', '/api/redirects', { from: '/to-change', to: '/before' })
    const lines = ['\ufefffrom,to,status']
    for (let n = 1; n <= 1990; n++) lines.push(`/bulk-${n},/bulk-target-${n},${n % 2 ? 301 : 302}`)
    lines.push('/kept,/kept-target,301') // line 1992: unchanged
    lines.push('/to-change,/after,') // 1993: changed, status 301 by default
    lines.push('no-slash,/x,301') // 1994: invalid path
    lines.push('/bulk-1,/elsewhere,301') // 1995: duplicate of line 2
    lines.push('/bulk-target-3,/bulk-3,301') // 1996: loop (/bulk-3 → /bulk-target-3)
    lines.push('/api/x,/y,301') // 1997: reserved
    lines.push('/s,/t,307') // 1998: status
    lines.push('/bulk-target-4,/final,301') // 1999: /bulk-4 now collapses to /final
    lines.push('/q?x=1,/y,301') // 2000: query
    lines.push('/a,/b,301,note,extra') // 2001: too many columns
    const csv = lines.join('\r\n') + '\r\n'
    expect(readCsv(Buffer.from(csv)).length).toBe(2000)

    const dry = await importCsv(csv, true)
    expect(dry.statusCode).toBe(200)
    const report = dry.json().data
    expect(report).toMatchObject({ dryRun: true, added: 1991, changed: 1, unchanged: 1 })
    expect(report.refused).toEqual([
      { line: 1994, reason: expect.stringMatching(/starting with \//) },
      { line: 1995, reason: 'Duplicate: line 2 already redirects /bulk-1' },
      { line: 1996, reason: 'This would loop: /bulk-target-3 → /bulk-3 → /bulk-target-3' },
      { line: 1997, reason: expect.stringMatching(/\/api\//) },
      { line: 1998, reason: expect.stringMatching(/301/) },
      { line: 2000, reason: expect.stringMatching(/query/) },
      { line: 2001, reason: expect.stringMatching(/Too many columns/) },
    ])
    expect(report.collapsed).toContainEqual({ line: 5, from: '/bulk-4', to: '/final' })
    expect(report.rows).toHaveLength(1993)
    expect(report.rows).toContainEqual({
      line: 1993,
      from: '/to-change',
      to: '/after',
      status: 301,
      action: 'change',
    })
    expect(report.rows).toContainEqual({
      line: 1992,
      from: '/kept',
      to: '/kept-target',
      status: 301,
      action: 'unchanged',
    })
    // Nothing written by the dry run.
    expect((await call('GET', '/api/redirects?search=bulk')).json().pagination.total).toBe(0)
    expect((await h.app.inject({ url: '/bulk-1' })).statusCode).toBe(404)

    const applied = await importCsv(csv, false)
    expect(applied.statusCode).toBe(200)
    expect({ ...applied.json().data, dryRun: true }).toEqual(report)
    expect((await call('GET', '/api/redirects?search=bulk')).json().pagination.total).toBe(1991)
    expect((await h.app.inject({ url: '/bulk-4' })).headers.location).toBe('/final')
    expect((await h.app.inject({ url: '/to-change' })).headers.location).toBe('/after')
    // Applying again changes nothing.
    const again = (await importCsv(csv, false)).json().data
    expect(again).toMatchObject({ added: 0, changed: 0, unchanged: 1993 })
  })

  it('records writes in the audit log: create, update, delete and an applied import, never a dry run', async () => {
    const entries = () =>
      h.db
        .select({
          action: auditLog.action,
          entityId: auditLog.entityId,
          label: auditLog.label,
          changes: auditLog.changes,
        })
        .from(auditLog)
        .where(eq(auditLog.entity, 'redirects'))
        .orderBy(desc(auditLog.at))
    const created = (await call('POST', '/api/redirects', { from: '/audited', to: '/one' })).json().data
    await call('PUT', `/api/redirects/${created.id}`, { from: '/audited', to: '/two' })
    await call('DELETE', `/api/redirects/${created.id}`)
    const logged = await entries()
    expect(logged.slice(0, 3).map((entry) => entry.action)).toEqual(['delete', 'update', 'create'])
    expect(logged[2]).toMatchObject({ entityId: created.id, label: '/audited' })
    expect(logged[1]!.changes).toMatchObject({ to: { from: '/one', to: '/two' } })

    const before = (await entries()).length
    await importCsv('/audited-import,/x,301\n', true)
    expect((await entries()).length).toBe(before)
    await importCsv('/audited-import,/x,301\n', false)
    expect((await entries())[0]).toMatchObject({ action: 'import', label: '1 added, 0 changed' })
  })

  it('refuses a file that is not CSV, too large, or missing, with 4xx', async () => {
    expect((await importCsv('"unclosed,/x,301\n', true)).statusCode).toBe(400)
    const unstorable = (await importCsv('/nul-note,/x,301,a\u0000b\n', true)).json().data
    expect(unstorable.refused).toEqual([{ line: 1, reason: expect.stringMatching(/^Note: contains/) }])
    expect((await importCsv(Buffer.alloc(2 * 1024 * 1024 + 10, 'a'), true)).statusCode).toBe(413)
    const none = await h.app.inject({
      method: 'POST',
      url: '/api/redirects/import',
      payload: { from: '/a' },
      headers: h.headers,
    })
    expect(none.statusCode).toBe(400)
  })

  it('exports every redirect as CSV, safe against formulas', async () => {
    await call('POST', '/api/redirects', { from: '/export-me', to: '/there', note: '=HYPERLINK("x")' })
    const answer = await call('GET', '/api/redirects/export')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^text\/csv/)
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="redirects-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(answer.body.startsWith('from,to,status,note\r\n')).toBe(true)
    expect(answer.body).toContain(`/export-me,/there,301,"'=HYPERLINK(""x"")"`)
  })

  it('logs public 404s (not /api, not assets), and creating a redirect from one removes it', async () => {
    for (let n = 0; n < 3; n++) {
      await h.app.inject({
        url: '/gone-page?utm=1',
        headers: { referer: 'https://news.example/article?token=secret' },
      })
    }
    await h.app.inject({ url: '/api/nothing-here' })
    await h.app.inject({ url: '/assets/missing.js' })
    await h.app.services.notFoundLog.flush()
    const list = (await call('GET', '/api/not-found')).json()
    const gone = list.data.find((item: { path: string }) => item.path === '/gone-page')
    expect(gone).toMatchObject({ hits: 3, referrer: 'news.example/article' })
    expect(list.data.map((item: { path: string }) => item.path)).not.toContain('/api/nothing-here')
    expect(list.data.map((item: { path: string }) => item.path)).not.toContain('/assets/missing.js')

    // "Create redirect": the path is taken as From, and leaves the log.
    expect((await call('POST', '/api/redirects', { from: gone.path, to: '/found' })).statusCode).toBe(201)
    const after = (await call('GET', '/api/not-found')).json().data
    expect(after.map((item: { path: string }) => item.path)).not.toContain('/gone-page')
    expect((await h.app.inject({ url: '/gone-page' })).headers.location).toBe('/found')

    await h.app.inject({ url: '/another-gone' })
    await h.app.services.notFoundLog.flush()
    const other = (await call('GET', '/api/not-found?search=another')).json().data[0]
    expect((await call('DELETE', `/api/not-found/${other.id}`)).statusCode).toBe(200)
    expect((await call('DELETE', `/api/not-found/${other.id}`)).statusCode).toBe(404)
    await h.app.inject({ url: '/third-gone' })
    await h.app.services.notFoundLog.flush()
    expect((await call('DELETE', '/api/not-found')).json().data.removed).toBeGreaterThan(0)
    expect((await call('GET', '/api/not-found')).json().data).toEqual([])
  })

  it('serves a source’s entries too: a manual redirect to an old address goes straight to the current one', async () => {
    const table = h.app.services.redirectTable
    let current = [{ from: '/service/old-slug', to: '/service/new-slug' }]
    table.addSource({ name: 'test-slugs', areas: ['services'], load: async () => current })
    await table.load()
    expect(table.find('/service/old-slug')).toEqual({
      from: '/service/old-slug',
      to: '/service/new-slug',
      status: 301,
      origin: { kind: 'source', name: 'test-slugs' },
    })
    await call('POST', '/api/redirects', { from: '/promo', to: '/service/old-slug' })
    expect((await h.app.inject({ url: '/promo' })).headers.location).toBe('/service/new-slug')
    // A loop through a source's entry is refused too.
    const loop = await call('POST', '/api/redirects', { from: '/service/new-slug', to: '/promo' })
    expect(loop.statusCode).toBe(422)
    // A change of the source's area builds the table again.
    current = [{ from: '/service/old-slug', to: '/service/newer-slug' }]
    await h.app.services.changes.changed('services')
    await expect.poll(() => table.find('/promo')?.to).toBe('/service/newer-slug')
    // A loop only a source can close (an address given back) is not served, and nothing else suffers.
    current = [
      { from: '/service/old-slug', to: '/promo' },
      { from: '/service/other', to: '/service/current' },
    ]
    await table.load()
    expect(table.find('/promo')).toBeUndefined()
    expect(table.find('/service/old-slug')).toBeUndefined()
    expect(table.find('/service/other')?.to).toBe('/service/current')
  })
})
