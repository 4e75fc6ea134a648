import { existsSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import { adminSession } from '../../tests/helpers/auth'

describe(`history and restore on ${testDatabaseKind}`, () => {
  const h = useAdminApp()
  const { call } = h

  async function newCategory(title: string) {
    const category = (await call('POST', '/api/categories', { title, description: 'Switchgear.' })).json()
      .data
    await call('POST', `/api/categories/${category._id}/events`, { title: 'Open day', description: 'Visit.' })
    await call('POST', `/api/categories/${category._id}/products`, { name: 'Breaker', description: 'Safe.' })
    return category._id as string
  }

  it('keeps a revision per save that changes something, newest first, with who and what', async () => {
    const id = await newCategory('Switchgear')
    await call('PUT', `/api/categories/${id}`, { title: 'Switchgear', description: 'Switchgear.' })
    await call('PUT', `/api/categories/${id}`, { title: 'Switchgear and breakers' })
    const list = await call('GET', `/api/categories/${id}/revisions`)
    expect(list.statusCode).toBe(200)
    const revisions = list.json().data
    // create, event added, product added, title changed: the save that changed nothing made none.
    expect(revisions.map((revision: { action: string }) => revision.action)).toEqual([
      'update',
      'update',
      'update',
      'create',
    ])
    expect(revisions[0].author).toEqual({ _id: expect.any(String), name: expect.any(String) })
    const newest = await call('GET', `/api/categories/${id}/revisions/${revisions[0]._id}`)
    expect(newest.json().data.content.fields.title).toBe('Switchgear and breakers')
    expect(newest.json().data.content.parts.events).toHaveLength(1)
    expect(newest.json().data.content.parts.products).toHaveLength(1)
  })

  it('restores a revision with its events, products and images; the restore is a revision and in the audit log', async () => {
    const image = await h.storedImage('categories', 'first.webp')
    const id = await newCategory('Cables')
    await call('PUT', `/api/categories/${id}`, { imageUrl: image.url })
    const withImage = (await call('GET', `/api/categories/${id}/revisions`)).json().data[0]._id
    const replacement = await h.storedImage('categories', 'second.webp')
    await call('PUT', `/api/categories/${id}`, { title: 'Cabling', imageUrl: replacement.url })
    const events = (await call('GET', `/api/categories/${id}/events`)).json().data
    await call('DELETE', `/api/categories/${id}/events/${events[0]._id}`)
    // The replaced image is kept: a revision still shows it.
    expect(existsSync(image.file)).toBe(true)

    const restored = await call('POST', `/api/categories/${id}/revisions/${withImage}/restore`, {})
    expect(restored.statusCode).toBe(200)
    expect(restored.json().data).toMatchObject({ action: 'restore', itemId: id, title: 'Cables' })
    const category = (await call('GET', `/api/categories/${id}`)).json().data
    expect(category).toMatchObject({ title: 'Cables', imageUrl: image.url })
    const eventsBack = (await call('GET', `/api/categories/${id}/events`)).json().data
    expect(eventsBack.map((event: { _id: string }) => event._id)).toEqual([events[0]._id])
    // The public site shows it at once (its caches forgot the category).
    const page = await h.app.inject({ url: `/api/categories/${id}` })
    expect(page.json().data.title).toBe('Cables')

    const revisions = (await call('GET', `/api/categories/${id}/revisions`)).json().data
    expect(revisions[0].action).toBe('restore')
    const audit = (await call('GET', '/api/audit?entity=categories&action=restore')).json().data
    expect(audit[0]).toMatchObject({ entityId: id, label: 'Cables' })
  })

  it('keeps the state an item had before its history began, and the company settings too', async () => {
    await h.db.execute(sql`insert into team_members (name, job_title, position, description, email)
      values ('Ada', 'Engineer', 'Lead', 'Cables.', 'ada@example.com')`)
    const [member] = (await h.db.execute<{ id: string }>(sql`select id from team_members where name = 'Ada'`))
      .rows
    await call('PUT', `/api/team/${member!.id}`, { name: 'Ada L.' })
    const revisions = (await call('GET', `/api/team/${member!.id}/revisions`)).json().data
    expect(revisions.map((revision: { action: string }) => revision.action)).toEqual(['update', 'earlier'])
    const back = await call('POST', `/api/team/${member!.id}/revisions/${revisions[1]._id}/restore`, {})
    expect(back.json().data.title).toBe('Ada')

    await call('PUT', '/api/company/info', { name: 'Voltra Engineering' })
    await call('PUT', '/api/company/info', { name: 'Voltra' })
    const company = (await call('GET', '/api/company/info/revisions')).json().data
    expect(company.length).toBeGreaterThanOrEqual(2)
    const restored = await call('POST', `/api/company/info/revisions/${company[1]._id}/restore`, {})
    expect(restored.statusCode).toBe(200)
    expect((await call('GET', '/api/company/info')).json().data.name).toBe('Voltra Engineering')
  })

  it('refuses a restore whose unique title is taken, and restores under another name', async () => {
    const id = await newCategory('Meters')
    const first = (await call('GET', `/api/categories/${id}/revisions`)).json().data.at(-1)._id
    await call('PUT', `/api/categories/${id}`, { title: 'Smart meters' })
    await newCategory('Meters')
    const refused = await call('POST', `/api/categories/${id}/revisions/${first}/restore`, {})
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      'A category named "Meters" already exists. Restore it under another name.',
    )
    const renamed = await call('POST', `/api/categories/${id}/revisions/${first}/restore`, {
      title: 'Meters (old)',
    })
    expect(renamed.statusCode).toBe(200)
    expect((await call('GET', `/api/categories/${id}`)).json().data.title).toBe('Meters (old)')
  })

  it('answers 404 for unknown items and revisions, 401 signed out, 403 for a role that may not edit', async () => {
    const id = await newCategory('Relays')
    expect((await call('GET', `/api/categories/${crypto.randomUUID()}/revisions`)).statusCode).toBe(404)
    expect((await call('GET', `/api/categories/${id}/revisions/not-an-id`)).statusCode).toBe(404)
    expect((await call('GET', `/api/categories/${id}/revisions/${crypto.randomUUID()}`)).statusCode).toBe(404)
    expect((await call('GET', `/api/categories/${id}/revisions`, undefined, false)).statusCode).toBe(401)
    const support = await adminSession(h.app, h.db, 'support')
    const refused = await h.app.inject({ url: `/api/categories/${id}/revisions`, headers: support.headers })
    expect(refused.statusCode).toBe(403)
  })
})
