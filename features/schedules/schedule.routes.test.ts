import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { adminUsers, auditLog, categories, events, jobs, products, services } from '../../platform/db/tables'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { adminSession } from '../../tests/helpers/auth'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import { createService } from '../../tests/factories/services'
import { createPartner } from '../../tests/factories/people'
import { createCategory, createEvent, createProduct } from '../../tests/factories/categories'

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString()

describe(`scheduled changes (/api/schedules) on ${testDatabaseKind}`, () => {
  const h = useAdminApp()
  const worker = () => h.app.jobs.worker
  let serviceId: string
  let adminName: string

  beforeAll(async () => {
    // The worker runs only where a test says so; the others drain it by hand.
    await worker().stop()
    adminName = (await h.db.select({ name: adminUsers.name }).from(adminUsers))[0]!.name
  })
  beforeEach(async () => {
    await worker().stop()
    await h.db.delete(jobs)
    serviceId = (await createService(h.db, { title: 'Switchgear retrofit', status: 'active' })).id
  })

  const schedule = (body: object) => h.call('POST', '/api/schedules', body)
  /** Schedules `action` on the item `type`/`id` at `at`: the API takes it (201) and answers the schedule. */
  const scheduled = async (type: string, id: string, action: string, at: string) => {
    const response = await schedule({ type, id, action, at })
    expect(response.statusCode).toBe(201)
    return response.json().data
  }
  const serviceStatus = async () =>
    (await h.db.select({ status: services.status }).from(services).where(eq(services.id, serviceId)))[0]!
      .status

  it('refuses what cannot be scheduled, each with a clear 4xx', async () => {
    const cases: [object, number, string][] = [
      [{}, 400, ''],
      [{ type: 'services', id: serviceId, action: 'explode', at: inSeconds(60) }, 400, 'Choose what to do'],
      [
        { type: 'services', id: serviceId, action: 'activate', at: 'tomorrow' },
        400,
        'Choose a date and time',
      ],
      [
        { type: 'gadgets', id: serviceId, action: 'activate', at: inSeconds(60) },
        400,
        'There is no content type',
      ],
      [
        {
          type: 'services',
          id: '7d1b1f7e-3c1e-4c55-9d1a-5b2c9f0e8a11',
          action: 'activate',
          at: inSeconds(60),
        },
        404,
        'Service not found',
      ],
      [
        { type: 'team', id: 'not-an-id', action: 'activate', at: inSeconds(60) },
        404,
        'Team member not found',
      ],
      [
        { type: 'services', id: serviceId, action: 'activate', at: inSeconds(-60) },
        400,
        'Choose a time in the future',
      ],
      [
        { type: 'services', id: serviceId, action: 'publish', at: inSeconds(60) },
        400,
        'This item has no draft to publish',
      ],
    ]
    for (const [body, status, message] of cases) {
      const response = await schedule(body)
      expect(response.statusCode, JSON.stringify(body)).toBe(status)
      expect(response.json().message).toContain(message)
    }
    const partner = await createPartner(h.db)
    const always = await schedule({
      type: 'partners',
      id: partner.id,
      action: 'deactivate',
      at: inSeconds(60),
    })
    expect(always.statusCode).toBe(400)
    expect(always.json().message).toBe(
      'Partners are always shown: they cannot be activated or deactivated on a schedule',
    )
    expect(await h.db.$count(jobs)).toBe(0)
  })

  it('is for the content roles: editors schedule, support staff and visitors may not', async () => {
    const body = { type: 'services', id: serviceId, action: 'deactivate', at: inSeconds(60) }
    const editor = await adminSession(h.app, h.db, 'editor')
    const support = await adminSession(h.app, h.db, 'support')
    const asEditor = await h.app.inject({
      method: 'POST',
      url: '/api/schedules',
      payload: body,
      headers: editor.headers,
    })
    expect(asEditor.statusCode).toBe(201)
    expect(asEditor.json().data.createdBy.name).toBe(editor.admin.name)
    for (const [method, url] of [
      ['GET', '/api/schedules'],
      ['POST', '/api/schedules'],
      ['PUT', `/api/schedules/${asEditor.json().data._id}`],
      ['DELETE', `/api/schedules/${asEditor.json().data._id}`],
    ] as const) {
      const asSupport = await h.app.inject({ method, url, payload: body, headers: support.headers })
      expect(asSupport.statusCode, `${method} ${url}`).toBe(403)
      expect((await h.app.inject({ method, url, payload: body })).statusCode).toBe(401)
    }
  })

  it('lists, moves and cancels a pending schedule, each change in the audit log', async () => {
    const made = await scheduled('services', serviceId, 'deactivate', inSeconds(3600))
    expect(made).toMatchObject({
      type: 'services',
      typeLabel: 'Service',
      itemId: serviceId,
      title: 'Switchgear retrofit',
      action: 'deactivate',
      status: 'upcoming',
      createdBy: { name: adminName },
    })

    const later = new Date(Date.now() + 7200_000)
    later.setMilliseconds(0)
    const moved = await h.call('PUT', `/api/schedules/${made._id}`, {
      at: later.toISOString(),
      action: 'activate',
    })
    expect(moved.statusCode).toBe(200)
    expect(moved.json().data).toMatchObject({ at: later.toISOString(), action: 'activate' })
    // An editor in Berlin sends the time with their offset; it is kept in UTC.
    const withOffset = await h.call('PUT', `/api/schedules/${made._id}`, { at: '2099-06-01T09:30:00+02:00' })
    expect(withOffset.json().data.at).toBe('2099-06-01T07:30:00.000Z')
    expect((await h.call('PUT', `/api/schedules/${made._id}`, { at: inSeconds(-5) })).statusCode).toBe(400)

    const forItem = (await h.call('GET', `/api/schedules?type=services&id=${serviceId}`)).json()
    expect(forItem.data.map((row: { _id: string }) => row._id)).toEqual([made._id])
    expect((await h.call('GET', `/api/schedules?type=team&id=${serviceId}`)).json().data).toEqual([])
    expect((await h.call('GET', '/api/schedules?status=all&search=switchgear')).json().data).toHaveLength(1)
    expect((await h.call('GET', '/api/schedules?search=gearbox')).json().data).toEqual([])
    expect((await h.call('GET', `/api/schedules?id=${serviceId}`)).statusCode).toBe(400)
    expect((await h.call('GET', '/api/schedules?status=soon')).statusCode).toBe(400)

    const cancelled = await h.call('DELETE', `/api/schedules/${made._id}`)
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().data).toEqual({ _id: made._id })
    expect((await h.call('GET', '/api/schedules?status=cancelled')).json().data).toMatchObject([
      { _id: made._id, status: 'cancelled' },
    ])
    expect((await h.call('DELETE', `/api/schedules/${made._id}`)).statusCode).toBe(409)
    const change = await h.call('PUT', `/api/schedules/${made._id}`, { at: inSeconds(60) })
    expect(change.statusCode).toBe(409)
    expect(change.json().message).toBe('This schedule was cancelled')
    expect((await h.call('DELETE', '/api/schedules/7d1b1f7e-3c1e-4c55-9d1a-5b2c9f0e8a11')).statusCode).toBe(
      404,
    )
    expect((await h.call('GET', '/api/schedules/nope')).statusCode).toBe(404)

    // Nothing ran: the worker never saw it.
    await worker().drain()
    expect(await serviceStatus()).toBe('active')
    const entries = await h.db
      .select({ action: auditLog.action, label: auditLog.label })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'schedules'), eq(auditLog.entityId, made._id)))
    expect(entries.map((entry) => entry.action).sort()).toEqual(['cancel', 'create', 'update', 'update'])
    expect(entries.every((entry) => entry.label === 'Switchgear retrofit')).toBe(true)
  })

  it('fires a schedule a second ahead once, on time, done as the person who scheduled it', async () => {
    const editor = await adminSession(h.app, h.db, 'editor')
    worker().start()
    const at = inSeconds(1.5)
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/schedules',
      payload: { type: 'services', id: serviceId, action: 'deactivate', at },
      headers: editor.headers,
    })
    expect(created.statusCode).toBe(201)
    await expect.poll(serviceStatus, { timeout: 6000, interval: 50 }).toBe('inactive')
    const firedAfter = Date.now() - Date.parse(at)
    expect(firedAfter).toBeLessThan(1500)
    // The public list forgot the service at once (the change was announced to the caches).
    const active = (await h.call('GET', '/api/services/active', undefined, false)).json().data
    expect(active.map((service: { _id: string }) => service._id)).not.toContain(serviceId)

    await worker().drain()
    const entries = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'services'), eq(auditLog.entityId, serviceId)))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      action: 'deactivate',
      actorId: editor.admin.id,
      actorName: editor.admin.name,
      actorEmail: editor.admin.email,
      label: 'Switchgear retrofit',
      changes: {
        status: { from: 'active', to: 'inactive' },
        scheduledFor: { to: new Date(at).toISOString() },
      },
    })
    const done = (await h.call('GET', '/api/schedules?status=done')).json().data
    expect(done).toMatchObject([{ _id: created.json().data._id, status: 'done', attempts: 1 }])
    expect(done[0].finishedAt).not.toBeNull()
    // Done is done: it can no longer be moved.
    expect((await h.call('PUT', `/api/schedules/${done[0]._id}`, { at: inSeconds(60) })).statusCode).toBe(409)
  })

  it('fires at start a schedule whose time passed while the server was stopped', async () => {
    await scheduled('services', serviceId, 'deactivate', inSeconds(1))
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(await serviceStatus()).toBe('active')
    // Another server starts on the same database: its worker catches up at once.
    const restarted = await buildApp({ config: h.config, database: h.database, logger: false })
    try {
      await restarted.ready()
      await expect.poll(serviceStatus, { timeout: 3000, interval: 50 }).toBe('inactive')
    } finally {
      await restarted.close()
    }
  })

  it('shows a schedule late by more than a minute as overdue: the list, the summary and the readiness check', async () => {
    const created = await scheduled('services', serviceId, 'deactivate', inSeconds(3600))
    expect((await h.call('GET', '/api/schedules/summary')).json().data).toEqual({ overdue: 0, upcoming: 1 })
    await h.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '2 minutes'` })
      .where(eq(jobs.id, created._id))
    expect((await h.call('GET', '/api/schedules/summary')).json().data).toEqual({ overdue: 1, upcoming: 0 })
    expect((await h.call('GET', '/api/schedules?status=overdue')).json().data).toMatchObject([
      { _id: created._id, status: 'overdue' },
    ])
    expect((await h.call('GET', '/api/schedules?status=upcoming')).json().data).toEqual([])
    const health = await h.call('GET', '/api/health', undefined, false)
    expect(health.statusCode).toBe(200)
    expect(health.json().data).toMatchObject({
      status: 'degraded',
      schedules: { overdue: 1 },
      message: '1 scheduled change is overdue',
    })
    await worker().drain()
    expect(await serviceStatus()).toBe('inactive')
    expect((await h.call('GET', '/api/health', undefined, false)).json().data).toMatchObject({
      status: 'ok',
      schedules: { overdue: 0 },
    })
  })

  it('activates a category on time and keeps its events and products as they were', async () => {
    const category = await createCategory(h.db, { isActive: false })
    const event = await createEvent(h.db, category.id)
    const product = await createProduct(h.db, category.id)
    await scheduled('categories', category.id, 'activate', inSeconds(1))
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await worker().drain()
    const [stored] = await h.db.select().from(categories).where(eq(categories.id, category.id))
    expect(stored!.isActive).toBe(true)
    expect(
      (await h.db.select().from(events).where(eq(events.categoryId, category.id))).map((row) => row.id),
    ).toEqual([event.id])
    expect(
      (await h.db.select().from(products).where(eq(products.categoryId, category.id))).map((row) => row.id),
    ).toEqual([product.id])
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'categories'), eq(auditLog.entityId, category.id)))
    expect(entry).toMatchObject({ action: 'activate', changes: { isActive: { from: false, to: true } } })
  })

  it('publishes a draft at its time: the public site shows it, the history has it as a publish by the scheduler', async () => {
    const draft = await h.call('PUT', `/api/services/${serviceId}/draft`, { title: 'Scheduled title' })
    expect(draft.statusCode).toBe(200)
    const created = await scheduled('services', serviceId, 'publish', inSeconds(1))
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await worker().drain()
    expect((await h.call('GET', '/api/schedules?status=done')).json().data).toMatchObject([
      { _id: created._id, status: 'done' },
    ])
    expect((await h.app.inject({ url: `/api/services/${serviceId}` })).json().data.title).toBe(
      'Scheduled title',
    )
    expect((await h.call('GET', `/api/services/${serviceId}/draft`)).statusCode).toBe(404)
    const history = (await h.call('GET', `/api/services/${serviceId}/revisions`)).json().data
    expect(history[0]).toMatchObject({ action: 'publish', author: { name: expect.any(String) } })
    expect(history[0].author.name).not.toBe('')
  })
})
