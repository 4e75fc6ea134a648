import { desc } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../platform/db/tables'
import { createCategory, createProduct } from '../tests/factories/categories'
import { createPartner, createTeamMember } from '../tests/factories/people'
import { useAdminApp } from '../tests/helpers/admin-app'
import { adminSession } from '../tests/helpers/auth'
import { expectAnnounced } from '../tests/helpers/routes'
import { testDatabaseKind } from '../tests/helpers/test-db'

type Named = { _id: string }

/** PUT /api/{list}/order (platform/ordering.ts, route kit's `order`): categories, team members and partners. */
describe(`list order routes on ${testDatabaseKind}`, () => {
  const h = useAdminApp()
  const ids = async (url: string) =>
    ((await h.call('GET', url)).json().data as Named[]).map((item) => item._id)
  const latestEntry = async () => (await h.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1))[0]
  const entryCount = async () => (await h.db.select().from(auditLog)).length

  it('sets the team’s order in one call: the public list follows, with one audit entry naming the move', async () => {
    const [ada, bob, cy] = [
      await createTeamMember(h.db, { name: 'Ada', surname: 'Lovelace', sortOrder: 0 }),
      await createTeamMember(h.db, { name: 'Bob', surname: '', sortOrder: 1 }),
      await createTeamMember(h.db, { name: 'Cy', surname: 'Young', sortOrder: 2 }),
    ]
    const before = await entryCount()
    const order = [ada.id, cy.id, bob.id]
    await expectAnnounced(h, ['team'], async () => {
      const response = await h.call('PUT', '/api/team/order', { ids: order, moved: cy.id })
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toEqual({
        ids: order,
        moved: { _id: cy.id, name: 'Cy Young', from: 3, to: 2, of: 3 },
      })
    })
    const visitors = await h.call('GET', '/api/team', undefined, false)
    expect((visitors.json().data as Named[]).map((member) => member._id)).toEqual(order)
    expect(await entryCount()).toBe(before + 1)
    expect(await latestEntry()).toMatchObject({
      entity: 'team',
      action: 'move',
      entityId: cy.id,
      label: 'Cy Young',
      changes: { position: { from: '3 of 3', to: '2 of 3' } },
    })
  })

  it('puts a new team member last', async () => {
    const response = await h.call('POST', '/api/team', {
      name: 'Dee',
      position: 'Sales',
      jobTitle: 'Sales lead',
      description: 'Sells.',
      email: 'dee@company.example',
    })
    const all = await ids('/api/team')
    expect(all.at(-1)).toBe(response.json().data._id)
    expect(response.json().data.order).toBe(all.length - 1)
  })

  it('orders the top-level categories (inactive ones too) and the partners the same way', async () => {
    await createCategory(h.db, { title: 'Order A', displayOrder: 0 })
    await createCategory(h.db, { title: 'Order B', displayOrder: 1 })
    const categories = await ids('/api/categories')
    const top = await createCategory(h.db, { title: 'Order Z', displayOrder: 99, isActive: false })
    await createCategory(h.db, { title: 'Order child', parentId: top.id })
    const moved = [top.id, ...categories]
    const response = await h.call('PUT', '/api/categories/order', { ids: moved })
    expect(response.statusCode).toBe(200)
    expect(await ids('/api/categories')).toEqual(moved)
    expect(await latestEntry()).toMatchObject({
      entity: 'categories',
      action: 'move',
      label: 'Order Z',
      changes: { position: { to: `1 of ${moved.length}` } },
    })

    const [first, second] = [
      await createPartner(h.db, { name: 'P1' }),
      await createPartner(h.db, { name: 'P2' }),
    ]
    const partners = await ids('/api/partners')
    const swapped = partners.filter((id) => id !== second.id)
    swapped.splice(swapped.indexOf(first.id), 0, second.id)
    expect((await h.call('PUT', '/api/partners/order', { ids: swapped })).statusCode).toBe(200)
    expect(await ids('/api/partners')).toEqual(swapped)
  })

  it('orders a category’s products, and only that category’s', async () => {
    const category = await createCategory(h.db, { title: 'Order products' })
    const other = await createCategory(h.db, { title: 'Order other' })
    const [p1, p2, p3] = [
      await createProduct(h.db, category.id, { name: 'First', sortOrder: 0 }),
      await createProduct(h.db, category.id, { name: 'Second', sortOrder: 1 }),
      await createProduct(h.db, category.id, { name: 'Third', sortOrder: 2 }),
    ]
    const stranger = await createProduct(h.db, other.id, { name: 'Stranger' })
    const url = `/api/categories/${category.id}/products/order`
    const order = [p3.id, p1.id, p2.id]
    expect((await h.call('PUT', url, { ids: order })).statusCode).toBe(200)
    expect(await ids(`/api/categories/${category.id}/products`)).toEqual(order)
    expect(await latestEntry()).toMatchObject({
      entity: 'categories/products',
      action: 'move',
      label: 'Third',
      changes: { position: { from: '3 of 3', to: '1 of 3' } },
    })
    const foreign = await h.call('PUT', url, { ids: [...order, stranger.id] })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().message).toBe(
      `The order names an id that is no product of this category: ${stranger.id}`,
    )
  })

  it('refuses ids named twice, missing or unknown, and writes nothing', async () => {
    const order = await ids('/api/team')
    const before = await entryCount()
    const cases: [unknown, string][] = [
      [{ ids: [...order, order[0]] }, 'more than once'],
      [{ ids: order.slice(1) }, 'The order leaves out'],
      [{ ids: [...order, '00000000-0000-4000-8000-000000000000'] }, 'an id that is no team member'],
      [{ ids: [...order, 'not-an-id'] }, 'an id that is no team member'],
      [{ ids: [] }, 'ids must name at least one item'],
      [{}, 'ids must be the list of ids'],
    ]
    for (const [body, message] of cases) {
      const response = await h.call('PUT', '/api/team/order', body as object)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().message).toContain(message)
    }
    expect(await ids('/api/team')).toEqual(order)
    expect(await entryCount()).toBe(before)
  })

  it('is for the content roles only', async () => {
    const order = await ids('/api/partners')
    const support = await adminSession(h.app, h.db, 'support')
    const refused = await h.app.inject({
      method: 'PUT',
      url: '/api/partners/order',
      payload: { ids: order },
      headers: support.headers,
    })
    expect(refused.statusCode).toBe(403)
    const anonymous = await h.call('PUT', '/api/partners/order', { ids: order }, false)
    expect(anonymous.statusCode).toBe(401)
    const editor = await adminSession(h.app, h.db, 'editor')
    const allowed = await h.app.inject({
      method: 'PUT',
      url: '/api/partners/order',
      payload: { ids: [...order].reverse() },
      headers: editor.headers,
    })
    expect(allowed.statusCode).toBe(200)
  })
})
