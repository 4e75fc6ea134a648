import { CONTENT_TYPES } from '../../server/content-types'
import { auditEntityNames } from '../../platform/content-types'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../platform/db/tables'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { adminSession } from '../../tests/helpers/auth'
import { expectQueriesRefused } from '../../tests/helpers/routes'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import { insertAuditEntry } from '../../platform/audit-log'

const ADA = '6d1f3c2a-1b7e-4c55-9a51-0c6f9e2d1a01'
const GRACE = '6d1f3c2a-1b7e-4c55-9a51-0c6f9e2d1a02'

/** The oldest entry of the fixture, with a change of every kind. */
const FIRST = {
  actorId: ADA,
  actorName: 'Ada Lovelace',
  actorEmail: 'ada@volta.example',
  entity: 'service',
  entityId: 'a1',
  action: 'update',
  label: 'Switchgear',
  changes: {
    title: { from: 'Switchgear', to: 'Switchgear & panels' },
    gallery: { from: ['/uploads/a.jpg'], to: ['/uploads/a.jpg', '/uploads/b.jpg'] },
    // As entries written before values were kept whole have it: shortened JSON text.
    faq: { from: '[{"question":"Why?"…', to: null },
  },
}

describe(`reading the audit log on ${testDatabaseKind}`, () => {
  const h = useAdminApp()
  /** The fixture's entries are in March 2026; signing in for the test records entries of today. */
  const get = async (query: string) => {
    const within = query.includes('to=') ? query : `${query}${query ? '&' : '?'}to=2026-03-31`
    const response = await h.call('GET', `/api/audit${within}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }

  beforeAll(async () => {
    const base = { ip: '203.0.113.9', changes: {} }
    await insertAuditEntry(h.db, { ...base, ...FIRST, at: new Date('2026-03-01T10:00:00Z') })
    await insertAuditEntry(h.db, {
      ...base,
      at: new Date('2026-03-02T23:30:00Z'),
      actorId: ADA,
      actorName: 'Ada King',
      actorEmail: 'ada@volta.example',
      entity: 'category',
      action: 'create',
      label: 'Cables',
    })
    await insertAuditEntry(h.db, {
      ...base,
      at: new Date('2026-03-03T08:00:00Z'),
      actorId: GRACE,
      actorName: 'Grace Hopper',
      actorEmail: 'grace@volta.example',
      entity: 'service',
      action: 'delete',
      label: 'Old service',
    })
    await insertAuditEntry(h.db, {
      ...base,
      at: new Date('2026-03-04T08:00:00Z'),
      actorName: 'Server operator (CLI)',
      entity: 'staff',
      action: 'password-reset-by-operator',
      label: 'grace@volta.example',
    })
  })

  it('answers every entry newest first, with its changes, and counts them', async () => {
    const body = await get('')
    expect(body.data.map((entry: { action: string }) => entry.action)).toEqual([
      'password-reset-by-operator',
      'delete',
      'create',
      'update',
    ])
    // Every field as written: lists and objects as the values they are; older entries' texts as they were.
    expect(body.data[3]).toMatchObject({ ...FIRST, ip: '203.0.113.9', at: '2026-03-01T10:00:00.000Z' })
    expect(body.pagination).toEqual({ page: 1, limit: 25, total: 4, totalPages: 1 })
  })

  it('filters by person (id, or a text in the name or e-mail), entity and action', async () => {
    expect((await get(`?person=${ADA}`)).pagination.total).toBe(2)
    expect((await get('?person=GRACE@')).data.map((e: { action: string }) => e.action)).toEqual(['delete'])
    expect((await get('?person=operator')).pagination.total).toBe(1)
    expect((await get('?person=%25')).pagination.total).toBe(0)
    expect((await get('?entity=service')).pagination.total).toBe(2)
    expect((await get('?entity=service&action=update')).data[0].label).toBe('Switchgear')
  })

  it('filters by days, both included, in the caller’s time zone', async () => {
    expect((await get('?from=2026-03-02&to=2026-03-03')).pagination.total).toBe(2)
    expect((await get('?to=2026-03-01')).pagination.total).toBe(1)
    expect((await get('?from=2026-03-04')).pagination.total).toBe(1)
    // 23:30 UTC on 2 March is already 3 March for someone at UTC+2 (offset -120).
    expect((await get('?from=2026-03-03&to=2026-03-03&offset=-120')).pagination.total).toBe(2)
  })

  it('pages', async () => {
    const second = await get('?limit=3&page=2')
    expect(second.data.map((e: { action: string }) => e.action)).toEqual(['update'])
    expect(second.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 })
  })

  it('refuses bad filters with a 400 and the reason', async () => {
    await expectQueriesRefused(
      (url) => h.call('GET', url),
      '/api/audit',
      [
        ['?from=2026-13-45', 'From must be a real date'],
        ['?to=2026-02-30', 'To must be a real date'],
        ['?from=0000-01-01', 'From must be a real date'],
        ['?to=9999-12-31', 'To must be a real date'],
        ['?from=yesterday', 'From must be a date (YYYY-MM-DD)'],
        ['?from=2026-03-04&to=2026-03-01', 'From must be on or before To'],
        ['?page=0', 'Page must be a whole number of at least 1'],
        ['?limit=1000', 'Limit must be a whole number between 1 and 100'],
        ['?offset=5000', 'Offset must be between -840 and 840 minutes'],
      ],
      false,
    )
  })

  it('offers the entities, actions and people found, each person once with their latest name', async () => {
    const response = await h.call('GET', '/api/audit/facets')
    expect(response.statusCode).toBe(200)
    // Besides the fixture, the test's own sign-in is in the log.
    const facets = response.json().data as { entities: string[]; actions: string[]; actors: { id: string }[] }
    expect(facets.entities).toEqual(expect.arrayContaining(['category', 'service', 'staff']))
    expect(facets.actions).toEqual(
      expect.arrayContaining(['create', 'delete', 'password-reset-by-operator', 'update']),
    )
    expect(facets.actors).toEqual(
      expect.arrayContaining([
        { id: ADA, name: 'Ada King', email: 'ada@volta.example' },
        { id: GRACE, name: 'Grace Hopper', email: 'grace@volta.example' },
        { id: null, name: 'Server operator (CLI)', email: '' },
      ]),
    )
    const ids = facets.actors.map((actor) => actor.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('names every content type’s entities as the content types declare them', async () => {
    const { entityNames } = (await h.call('GET', '/api/audit/facets')).json().data as {
      entityNames: Record<string, string>
    }
    expect(entityNames).toEqual(auditEntityNames(CONTENT_TYPES))
    expect(entityNames).toMatchObject({
      services: 'Service',
      'categories/products': 'Product',
      partners: 'Partner',
    })
  })

  it('is for owners and administrators only', async () => {
    for (const role of ['admin', 'owner'] as const) {
      const { headers } = await adminSession(h.app, h.db, role)
      const response = await h.app.inject({ url: '/api/audit/facets', headers })
      expect(response.statusCode, role).toBe(200)
    }
    for (const role of ['editor', 'support'] as const) {
      const { headers } = await adminSession(h.app, h.db, role)
      for (const url of ['/api/audit', '/api/audit/facets']) {
        const response = await h.app.inject({ url, headers })
        expect(response.statusCode, `${role} ${url}`).toBe(403)
      }
    }
    for (const url of ['/api/audit', '/api/audit/facets']) {
      expect((await h.app.inject({ url })).statusCode, url).toBe(401)
    }
  })

  it('has no route that changes or removes an entry', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/audit', `/api/audit/${ADA}`]) {
        expect((await h.call(method, url, {})).statusCode, `${method} ${url}`).toBe(404)
      }
    }
  })

  it('keeps every entry: the database refuses to change or delete one, whoever asks', async () => {
    await expect(h.db.execute(sql`update ${auditLog} set label = 'x'`)).rejects.toThrow()
    await expect(h.db.delete(auditLog)).rejects.toThrow()
    await expect(h.db.update(auditLog).set({ label: 'x' })).rejects.toThrow()
    const [row] = await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(sql`${auditLog.at} < '2026-04-01'`)
    expect(row?.n).toBe(4)
  })
})
