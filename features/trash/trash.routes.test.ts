import { existsSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ContentType } from '../../platform/content-types'
import { CONTENT_TYPES } from '../../server/content-types'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { testDatabaseKind } from '../../tests/helpers/test-db'

describe(`trash on ${testDatabaseKind}`, () => {
  const h = useAdminApp()
  const { call } = h

  async function categoryWithParts(title: string, events: number, products: number, imageUrl?: string) {
    const category = (
      await call('POST', '/api/categories', { title, description: 'Range.', imageUrl })
    ).json().data
    for (let n = 1; n <= events; n++) {
      await call('POST', `/api/categories/${category._id}/events`, {
        title: `Event ${n}`,
        description: 'Visit.',
      })
    }
    for (let n = 1; n <= products; n++) {
      await call('POST', `/api/categories/${category._id}/products`, {
        name: `Product ${n}`,
        description: 'Safe.',
      })
    }
    return category._id as string
  }

  it('names the types that can be deleted: every type of the registry but the single ones', async () => {
    const deletable = (CONTENT_TYPES as readonly ContentType[]).filter((type) => !type.single)
    const answer = await call('GET', '/api/trash/types')
    expect(answer.statusCode).toBe(200)
    expect(answer.json().data).toEqual(
      deletable.map((type) => ({ name: type.name, one: type.label.one, many: type.label.many })),
    )
    expect(answer.json().data).toContainEqual({ name: 'categories', one: 'Category', many: 'Categories' })
  })

  it('says what a delete takes with it, then the delete answers as before and the item is in the trash', async () => {
    const id = await categoryWithParts('Transformers', 3, 2)
    const sub = (
      await call('POST', '/api/categories', { title: 'Dry transformers', description: 'x', parentId: id })
    ).json().data
    const contents = await call('GET', `/api/trash/contents?type=categories&ids=${id}`)
    expect(contents.json().data).toMatchObject({
      parts: { events: 3, products: 2 },
      children: 1,
      withIt: '3 events, 2 products and 1 subcategory',
    })

    const deleted = await call('DELETE', `/api/categories/${id}`)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json()).toEqual({ success: true, data: { _id: id } })
    expect((await h.app.inject({ url: `/api/categories/${id}` })).statusCode).toBe(404)
    expect(
      (await h.app.inject({ url: `/api/categories` })).json().data.map((c: { _id: string }) => c._id),
    ).not.toContain(id)

    const trash = (await call('GET', '/api/trash')).json()
    expect(trash.data[0]).toMatchObject({
      type: 'categories',
      typeLabel: 'Category',
      label: 'Transformers',
      parts: { events: 3, products: 2 },
      withIt: '3 events, 2 products and 1 subcategory',
      deletedBy: { name: expect.any(String) },
    })
    expect(new Date(trash.data[0].purgeAt).getTime() - new Date(trash.data[0].deletedAt).getTime()).toBe(
      30 * 24 * 60 * 60 * 1000,
    )

    // Restored: the category, exactly its events and products, and its subcategory under it again.
    const restored = await call('POST', `/api/trash/${trash.data[0]._id}/restore`, {})
    expect(restored.statusCode).toBe(200)
    expect(restored.json().data).toEqual({ type: 'categories', ids: [id], title: 'Transformers' })
    // The audit log names what was restored.
    expect((await call('GET', '/api/audit?action=restore')).json().data[0]).toMatchObject({
      entity: 'categories',
      entityId: id,
      action: 'restore',
      label: 'Transformers',
    })
    expect((await call('GET', `/api/categories/${id}/events`)).json().data).toHaveLength(3)
    expect((await call('GET', `/api/categories/${id}/products`)).json().data).toHaveLength(2)
    expect((await call('GET', `/api/categories/${sub._id}`)).json().data.parentId).toBe(id)
    expect((await h.app.inject({ url: `/api/categories/${id}` })).statusCode).toBe(200)
    expect((await call('GET', '/api/trash')).json().data).toHaveLength(0)
    const history = (await call('GET', `/api/categories/${id}/revisions`)).json().data
    expect(history[0].action).toBe('restore')
  })

  it('a bulk delete is one group, restored together', async () => {
    const ids: string[] = []
    for (const title of ['Audit', 'Design', 'Install']) {
      ids.push(
        (await call('POST', '/api/services', { title, shortDescription: `${title}.` })).json().data._id,
      )
    }
    const group = await call('POST', '/api/trash', { type: 'services', ids })
    expect(group.statusCode).toBe(201)
    expect(group.json().data).toMatchObject({ label: '3 services', items: expect.any(Array) })
    for (const id of ids) expect((await call('GET', `/api/services/${id}`)).statusCode).toBe(404)
    await call('POST', `/api/trash/${group.json().data._id}/restore`, {})
    for (const id of ids) expect((await call('GET', `/api/services/${id}`)).statusCode).toBe(200)
    expect((await call('GET', '/api/audit?action=restore')).json().data[0]).toMatchObject({
      entity: 'services',
      label: '3 services',
    })
  })

  it('refuses to restore over a title taken meanwhile, and restores under another name', async () => {
    const id = await categoryWithParts('Sensors', 1, 0)
    await call('DELETE', `/api/categories/${id}`)
    await categoryWithParts('Sensors', 0, 0)
    const group = (await call('GET', '/api/trash')).json().data[0]._id
    const refused = await call('POST', `/api/trash/${group}/restore`, {})
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      'A category named "Sensors" already exists. Restore it under another name.',
    )
    const renamed = await call('POST', `/api/trash/${group}/restore`, { title: 'Sensors (restored)' })
    expect(renamed.statusCode).toBe(200)
    expect((await call('GET', `/api/categories/${id}`)).json().data.title).toBe('Sensors (restored)')
    expect((await call('GET', '/api/audit?action=restore')).json().data[0].label).toBe('Sensors (restored)')
  })

  it('keeps the images of a trashed item until it is purged; purging releases those nothing else uses', async () => {
    const image = await h.storedImage('categories', 'kept.webp')
    const id = await categoryWithParts('Lamps', 0, 0, image.url)
    await call('DELETE', `/api/categories/${id}`)
    expect(existsSync(image.file)).toBe(true)
    const group = (await call('GET', '/api/trash')).json().data[0]._id
    const purged = await call('DELETE', `/api/trash/${group}`)
    expect(purged.statusCode).toBe(200)
    // The audit log names what was deleted for good.
    expect((await call('GET', '/api/audit?entity=trash&action=delete')).json().data[0].label).toBe('Lamps')
    expect(existsSync(image.file)).toBe(false)
    expect((await call('POST', `/api/trash/${group}/restore`, {})).statusCode).toBe(404)
    expect((await call('GET', `/api/categories/${id}/revisions`)).statusCode).toBe(404)
  })

  it('purges what has been in the trash for 30 days, and nothing younger', async () => {
    const image = await h.storedImage('team', 'old.webp')
    const old = (
      await call('POST', '/api/team', {
        name: 'Old',
        jobTitle: 'Engineer',
        position: 'Lead',
        description: 'Cables.',
        email: 'old@example.com',
        imageUrl: image.url,
      })
    ).json().data._id
    await call('DELETE', `/api/team/${old}`)
    const id = await categoryWithParts('Fresh', 0, 0)
    await call('DELETE', `/api/categories/${id}`)
    const day = 24 * 60 * 60 * 1000
    // A clock 29 days on purges nothing; 31 days on, both.
    expect(await h.app.services.trash.purgeExpired(new Date(Date.now() + 29 * day))).toBe(0)
    expect(existsSync(image.file)).toBe(true)
    expect(await h.app.services.trash.purgeExpired(new Date(Date.now() + 31 * day))).toBe(2)
    expect(existsSync(image.file)).toBe(false)
    expect((await call('GET', '/api/trash')).json().data).toHaveLength(0)
  })

  it('refuses what it cannot do with a clear answer', async () => {
    expect(
      (await call('POST', '/api/trash', { type: 'company', ids: [crypto.randomUUID()] })).statusCode,
    ).toBe(400)
    expect(
      (await call('POST', '/api/trash', { type: 'services', ids: [crypto.randomUUID()] })).statusCode,
    ).toBe(404)
    expect((await call('POST', '/api/trash', { type: 'services', ids: [] })).json().errors).toEqual({
      ids: 'Choose at least one item',
    })
    expect((await call('POST', `/api/trash/${crypto.randomUUID()}/restore`, {})).json().message).toBe(
      'This item is no longer in the trash',
    )
    expect((await call('GET', '/api/trash', undefined, false)).statusCode).toBe(401)
  })

  it('is purged by the daily job of the worker, as the revisions are pruned', async () => {
    const id = await categoryWithParts('Old stock', 0, 0)
    await call('DELETE', `/api/categories/${id}`)
    await h.db.execute(sql`update trash_groups set deleted_at = now() - interval '31 days'`)
    const daily = await h.db.execute<{ kind: string }>(
      sql`select kind from jobs where kind in ('trash.purge', 'revisions.prune') and status = 'queued' order by kind`,
    )
    expect(daily.rows.map((row) => row.kind)).toEqual(['revisions.prune', 'trash.purge'])
    // Their time has come: the worker runs them, and queues the next day's.
    await h.db.execute(
      sql`update jobs set run_at = now(), key = kind || '@earlier' where kind in ('trash.purge', 'revisions.prune')`,
    )
    await h.app.jobs.worker.drain()
    expect((await call('GET', '/api/trash')).json().data).toHaveLength(0)
    const next = await h.db.execute<{ kind: string }>(
      sql`select kind from jobs where kind = 'trash.purge' and status = 'queued' and run_at > now()`,
    )
    expect(next.rows).toHaveLength(1)
  })
})
