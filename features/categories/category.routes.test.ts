import { existsSync } from 'node:fs'
import { count, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { categories, events, products } from '../../platform/db/tables'
import { createCategory, createEvent, createProduct } from '../../tests/factories/categories'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { expectAnnounced, expectNotFound, expectSaved } from '../../tests/helpers/routes'
import { testDatabaseKind } from '../../tests/helpers/test-db'

const TAKEN = 'A category with this title already exists. Please use a different title.'
const XSS =
  '<p onclick="steal()">Hello <strong>there</strong><script>alert(1)</script><img src=x onerror=alert(2)>' +
  '<a href="javascript:alert(3)">bad</a> <a href="https://ok.example">good</a></p><iframe src="https://evil.example"></iframe>'
const XSS_CLEAN =
  '<p>Hello <strong>there</strong>bad <a rel="noopener noreferrer" href="https://ok.example">good</a></p>'

type ApiCategory = {
  _id: string
  title: string
  isActive: boolean
  displayOrder: number
  parentId: string | null
  subcategories?: ApiCategory[]
  events?: { _id: string }[]
  products?: { _id: string }[]
}

describe(`categories API on ${testDatabaseKind}`, () => {
  const h = useAdminApp()

  const { call } = h

  const ids = (list: { _id: string }[]) => list.map((item) => item._id)

  const storedImage = (folder: string, name: string) => h.storedImage(folder, name, { variant: true })

  async function displayOrders(categoryIds: string[]) {
    const rows = await h.db
      .select({ id: categories.id, displayOrder: categories.displayOrder })
      .from(categories)
      .where(inArray(categories.id, categoryIds))
    return Object.fromEntries(rows.map((row) => [row.id, row.displayOrder]))
  }

  describe('create and update', () => {
    it('creates a category with the documented fields, active by default, ordered after the existing ones', async () => {
      const before = (await h.db.select({ n: count() }).from(categories))[0]!.n
      const response = await call('POST', '/api/categories', {
        title: '  Switchgear ',
        shortDescription: 'Low- and medium-voltage switchgear.',
        description: 'Panels and assemblies.',
        imageUrl: '/uploads/categories/switchgear.webp',
        imageAlt: 'A row of grey switchgear panels',
        imagePublicId: 'categories/switchgear',
        seo: { title: 'Switchgear | Lyon', description: 'Panels built to order.' },
      })
      const category = expectSaved(response, {
        title: 'Switchgear',
        slug: 'switchgear',
        shortDescription: 'Low- and medium-voltage switchgear.',
        description: 'Panels and assemblies.',
        longDescription: '',
        details: '',
        imageUrl: '/uploads/categories/switchgear.webp',
        imageAlt: 'A row of grey switchgear panels',
        imagePublicId: 'categories/switchgear',
        seo: { title: 'Switchgear | Lyon', description: 'Panels built to order.' },
        isActive: true,
        displayOrder: before,
        parentId: null,
      })
      expect(Date.parse(category.createdAt)).not.toBeNaN()

      const next = (await call('POST', '/api/categories', { title: 'Cables and Wiring' })).json().data
      expect(next.displayOrder).toBe(before + 1)
      const explicit = (
        await call('POST', '/api/categories', { title: 'Explicit order', displayOrder: '42' })
      ).json().data
      expect(explicit.displayOrder).toBe(42)
    })

    it('validates with the documented messages (100 characters is the longest title accepted)', async () => {
      const cases: [object, Record<string, string>][] = [
        [{}, { title: 'Title is required' }],
        [{ title: '   ' }, { title: 'Title is required' }],
        [{ title: 'ab' }, { title: 'Title must be at least 3 characters' }],
        [{ title: 'x'.repeat(101) }, { title: 'Title must be less than 100 characters' }],
        [
          { title: 'Valid title', shortDescription: 's'.repeat(201) },
          { shortDescription: 'Short description must be less than 200 characters' },
        ],
        [
          { title: 'Valid title', description: 'd'.repeat(5001) },
          { description: 'Description must be less than 5000 characters' },
        ],
        [{ title: 'Valid title', displayOrder: 'first' }, { displayOrder: 'Display order must be a number' }],
        [{ title: 'Valid title', displayOrder: '' }, { displayOrder: 'Display order must be a number' }],
        [{ title: 'Valid title', displayOrder: true }, { displayOrder: 'Display order must be a number' }],
        [
          { title: 'Valid title', imageUrl: 'javascript:alert(1)' },
          { imageUrl: 'Please enter a valid image URL' },
        ],
      ]
      for (const [payload, errors] of cases) {
        const response = await call('POST', '/api/categories', payload)
        expect(response.statusCode, JSON.stringify(payload)).toBe(400)
        expect(response.json()).toEqual({ success: false, message: Object.values(errors)[0], errors })
      }
      const longest = await call('POST', '/api/categories', {
        title: 'T'.repeat(100),
        shortDescription: 's'.repeat(200),
        description: 'd'.repeat(5000),
      })
      expect(longest.statusCode).toBe(201)

      const category = await createCategory(h.db)
      const update = await call('PUT', `/api/categories/${category.id}`, { title: 'no', displayOrder: 'x' })
      expect(update.json().errors).toEqual({
        title: 'Title must be at least 3 characters',
        displayOrder: 'Display order must be a number',
      })
    })

    it('refuses a title another category has, in any case, with 409; a category may keep its own title', async () => {
      const existing = await createCategory(h.db, { title: 'Lighting Systems' })
      const duplicate = await call('POST', '/api/categories', { title: 'LIGHTING systems' })
      expect(duplicate.statusCode).toBe(409)
      expect(duplicate.json()).toEqual({ success: false, message: TAKEN, errors: { title: TAKEN } })

      const other = await createCategory(h.db, { title: 'Solar Panels' })
      const renamed = await call('PUT', `/api/categories/${other.id}`, { title: 'lighting systems' })
      expect(renamed.statusCode).toBe(409)
      expect(renamed.json().errors).toEqual({ title: TAKEN })

      const same = await call('PUT', `/api/categories/${existing.id}`, {
        title: 'Lighting Systems',
        shortDescription: 'Kept title',
      })
      expect(same.statusCode).toBe(200)
      const recased = await call('PUT', `/api/categories/${existing.id}`, { title: 'LIGHTING SYSTEMS' })
      expect(recased.statusCode).toBe(200)
      expect(recased.json().data.title).toBe('LIGHTING SYSTEMS')
    })

    it('answers 409, not 500, when two creations race for one title (unique index)', async () => {
      const responses = await Promise.all(
        ['Racing Title', 'racing title', 'RACING TITLE'].map((title) =>
          call('POST', '/api/categories', { title }),
        ),
      )
      const statuses = responses.map((response) => response.statusCode).sort()
      expect(statuses).toEqual([201, 409, 409])
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        expect(response.json()).toEqual({ success: false, message: TAKEN, errors: { title: TAKEN } })
      }
    })

    it('sanitises the long description and details on create and update', async () => {
      const created = (
        await call('POST', '/api/categories', { title: 'Safe HTML', longDescription: XSS, details: XSS })
      ).json().data
      expect(created.longDescription).toBe(XSS_CLEAN)
      expect(created.details).toBe(XSS_CLEAN)
      const updated = (
        await call('PUT', `/api/categories/${created._id}`, {
          longDescription: '<h2>Range</h2><script>document.cookie</script>',
          details: '<div style="x" onmouseover="bad()">Plain</div>',
        })
      ).json().data
      expect(updated.longDescription).toBe('<h2>Range</h2>')
      expect(updated.details).toBe('Plain')
    })

    it('updates only the fields sent: the isActive switch and a displayOrder swap', async () => {
      const first = await createCategory(h.db, {
        title: 'Swap First',
        shortDescription: 'Keep me',
        displayOrder: 3,
      })
      const second = await createCategory(h.db, { title: 'Swap Second', displayOrder: 4 })
      const toggled = await call('PUT', `/api/categories/${first.id}`, { isActive: false })
      expect(toggled.statusCode).toBe(200)
      expect(toggled.json().data).toMatchObject({
        title: 'Swap First',
        shortDescription: 'Keep me',
        isActive: false,
        displayOrder: 3,
      })
      await call('PUT', `/api/categories/${first.id}`, { displayOrder: 4 })
      await call('PUT', `/api/categories/${second.id}`, { displayOrder: '3' })
      expect(await displayOrders([first.id, second.id])).toEqual({ [first.id]: 4, [second.id]: 3 })
    })

    it('replacing the image releases the old file', async () => {
      const oldImage = await storedImage('categories', 'replaced-old.webp')
      const newImage = await storedImage('categories', 'replaced-new.webp')
      const category = await createCategory(h.db, { imageUrl: oldImage.url })
      const response = await call('PUT', `/api/categories/${category.id}`, { imageUrl: newImage.url })
      expect(response.json().data.imageUrl).toBe(newImage.url)
      expect(existsSync(oldImage.file)).toBe(true)
      expect(existsSync(oldImage.variant)).toBe(true)
      // Kept while the history or the trash names it; released once they let go.
      await h.forgetKept()
      expect(existsSync(oldImage.file)).toBe(false)
      expect(existsSync(oldImage.variant)).toBe(false)
      expect(existsSync(newImage.file)).toBe(true)
      const cleared = await call('PUT', `/api/categories/${category.id}`, { imageUrl: '' })
      expect(cleared.json().data.imageUrl).toBeNull()
      expect(existsSync(newImage.file)).toBe(true)
      // Kept while the history or the trash names it; released once they let go.
      await h.forgetKept()
      expect(existsSync(newImage.file)).toBe(false)
    })

    it('checks the parent: it must exist and must not be the category itself or below it', async () => {
      const root = await createCategory(h.db, { title: 'Parent Root' })
      const child = (
        await call('POST', '/api/categories', { title: 'Parent Child', parentId: root.id })
      ).json().data
      expect(child.parentId).toBe(root.id)
      const grandchild = await createCategory(h.db, { title: 'Parent Grandchild', parentId: child._id })

      const unknown = await call('POST', '/api/categories', {
        title: 'Orphan',
        parentId: '00000000-0000-4000-8000-000000000000',
      })
      expect(unknown.statusCode).toBe(400)
      expect(unknown.json()).toEqual({
        success: false,
        message: 'Parent category not found',
        errors: { parentId: 'Parent category not found' },
      })
      const malformed = await call('POST', '/api/categories', { title: 'Orphan', parentId: 'nope' })
      expect(malformed.json().errors).toEqual({ parentId: 'Parent category not found' })

      const self = await call('PUT', `/api/categories/${root.id}`, { parentId: root.id })
      expect(self.statusCode).toBe(400)
      expect(self.json().errors).toEqual({ parentId: 'A category cannot be its own parent' })
      const cycle = await call('PUT', `/api/categories/${root.id}`, { parentId: grandchild.id })
      expect(cycle.statusCode).toBe(400)
      expect(cycle.json().errors).toEqual({
        parentId: 'A category cannot be placed under one of its own subcategories',
      })

      const detached = await call('PUT', `/api/categories/${child._id}`, { parentId: null })
      expect(detached.json().data.parentId).toBeNull()
    })

    it('answers 404 “Category not found” for unknown or malformed ids on every route', async () => {
      await expectNotFound(call, (id) => `/api/categories/${id}`, 'Category not found', [
        ['GET'],
        ['PUT', { title: 'Whatever' }],
        ['DELETE'],
      ])
    })
  })

  describe('reads and visibility', () => {
    let active: Awaited<ReturnType<typeof createCategory>>
    let inactive: Awaited<ReturnType<typeof createCategory>>
    let activeChild: Awaited<ReturnType<typeof createCategory>>
    let inactiveChild: Awaited<ReturnType<typeof createCategory>>
    let grandchild: Awaited<ReturnType<typeof createCategory>>

    beforeAll(async () => {
      active = await createCategory(h.db, { title: 'Visible Parent', displayOrder: 500 })
      inactive = await createCategory(h.db, { title: 'Hidden Parent', displayOrder: 501, isActive: false })
      activeChild = await createCategory(h.db, {
        title: 'Visible Child',
        parentId: active.id,
        displayOrder: 2,
      })
      inactiveChild = await createCategory(h.db, {
        title: 'Hidden Child',
        parentId: active.id,
        displayOrder: 1,
        isActive: false,
      })
      grandchild = await createCategory(h.db, { title: 'Visible Grandchild', parentId: activeChild.id })
    })

    it('lists top-level categories by displayOrder then title; visitors see active ones only', async () => {
      const tieB = await createCategory(h.db, { title: 'Tie Bravo', displayOrder: 700 })
      const tieA = await createCategory(h.db, { title: 'Tie Alpha', displayOrder: 700 })
      const anonymous = (await call('GET', '/api/categories', undefined, false)).json().data as ApiCategory[]
      expect(ids(anonymous)).toContain(active.id)
      expect(ids(anonymous)).not.toContain(inactive.id)
      expect(ids(anonymous)).not.toContain(activeChild.id)
      expect(anonymous.every((category) => category.isActive && category.parentId === null)).toBe(true)
      expect(anonymous.every((category) => category.subcategories === undefined)).toBe(true)
      const orders = anonymous.map((category) => [category.displayOrder, category.title] as const)
      expect(orders).toEqual(
        [...orders].sort(([a, at], [b, bt]) => a - b || (at < bt ? -1 : at > bt ? 1 : 0)),
      )
      expect(ids(anonymous).indexOf(tieA.id)).toBe(ids(anonymous).indexOf(tieB.id) - 1)

      const admin = (await call('GET', '/api/categories')).json().data as ApiCategory[]
      expect(ids(admin)).toEqual(expect.arrayContaining([active.id, inactive.id]))
      const onlyInactive = (await call('GET', '/api/categories?isActive=false')).json().data as ApiCategory[]
      expect(ids(onlyInactive)).toContain(inactive.id)
      expect(onlyInactive.every((category) => !category.isActive)).toBe(true)
      const onlyActive = (await call('GET', '/api/categories?isActive=true')).json().data as ApiCategory[]
      expect(ids(onlyActive)).not.toContain(inactive.id)

      const sneaky = await call('GET', '/api/categories?isActive=false', undefined, false)
      expect(sneaky.json()).toEqual({ success: true, data: [] })
      expect((await call('GET', '/api/categories?isActive=maybe')).statusCode).toBe(400)
    })

    it('nests subcategories on request, with the same visibility rule', async () => {
      const anonymous = (
        await call('GET', '/api/categories?includeSubcategories=true', undefined, false)
      ).json().data as ApiCategory[]
      const parent = anonymous.find((category) => category._id === active.id)!
      expect(ids(parent.subcategories!)).toEqual([activeChild.id])
      expect(ids(parent.subcategories![0]!.subcategories!)).toEqual([grandchild.id])
      expect(ids(anonymous)).not.toContain(activeChild.id)

      const admin = (await call('GET', '/api/categories?includeSubcategories=true')).json()
        .data as ApiCategory[]
      const adminParent = admin.find((category) => category._id === active.id)!
      // displayOrder 1 before 2
      expect(ids(adminParent.subcategories!)).toEqual([inactiveChild.id, activeChild.id])
      const activeOnly = (await call('GET', '/api/categories?includeSubcategories=true&isActive=true')).json()
        .data as ApiCategory[]
      expect(ids(activeOnly.find((category) => category._id === active.id)!.subcategories!)).toEqual([
        activeChild.id,
      ])
    })

    it('shows one category with its subcategories, events and products on request', async () => {
      const undated = await createEvent(h.db, active.id, { title: 'Undated', date: null })
      const older = await createEvent(h.db, active.id, { date: new Date('2024-03-01T09:00:00Z') })
      const newer = await createEvent(h.db, active.id, { date: new Date('2026-03-01T09:00:00Z') })
      const second = await createProduct(h.db, active.id, { name: 'Beta', sortOrder: 1 })
      const first = await createProduct(h.db, active.id, { name: 'Alpha', sortOrder: 1 })
      const zeroth = await createProduct(h.db, active.id, { name: 'Zulu', sortOrder: 0 })

      const plain = (await call('GET', `/api/categories/${active.id}`, undefined, false)).json().data
      expect(plain).toMatchObject({ _id: active.id, title: 'Visible Parent' })
      expect(plain).not.toHaveProperty('events')
      expect(plain).not.toHaveProperty('products')
      expect(plain).not.toHaveProperty('subcategories')

      const full = (
        await call(
          'GET',
          `/api/categories/${active.id}?includeSubcategories=true&includeEvents=true&includeProducts=true`,
          undefined,
          false,
        )
      ).json().data as ApiCategory
      expect(ids(full.subcategories!)).toEqual([activeChild.id])
      expect(ids(full.events!)).toEqual([newer.id, older.id, undated.id])
      expect(full.events![0]).toMatchObject({ category: active.id, date: '2026-03-01T09:00:00.000Z' })
      expect(ids(full.products!)).toEqual([zeroth.id, first.id, second.id])

      const adminView = (await call('GET', `/api/categories/${active.id}?includeSubcategories=true`)).json()
        .data as ApiCategory
      expect(ids(adminView.subcategories!)).toEqual([inactiveChild.id, activeChild.id])
    })

    it('hides an inactive category from visitors (404) but not from administrators', async () => {
      for (const category of [inactive, inactiveChild]) {
        const anonymous = await call('GET', `/api/categories/${category.id}`, undefined, false)
        expect(anonymous.statusCode).toBe(404)
        expect(anonymous.json()).toEqual({ success: false, message: 'Category not found' })
        const admin = await call('GET', `/api/categories/${category.id}`)
        expect(admin.statusCode).toBe(200)
        expect(admin.json().data.isActive).toBe(false)
      }
    })
  })

  describe('reorder', () => {
    it('applies every new order in one go and answers the categories in their new order', async () => {
      const a = await createCategory(h.db, { title: 'Reorder A', displayOrder: 0 })
      const b = await createCategory(h.db, { title: 'Reorder B', displayOrder: 1 })
      const c = await createCategory(h.db, { title: 'Reorder C', displayOrder: 2 })
      const response = await call('PUT', '/api/categories/reorder', {
        categories: [
          { _id: a.id, displayOrder: 2 },
          { _id: b.id, displayOrder: '0' },
          { _id: c.id.toUpperCase(), displayOrder: 1 },
        ],
      })
      expect(response.statusCode).toBe(200)
      expect(ids(response.json().data)).toEqual([b.id, c.id, a.id])
      expect(await displayOrders([a.id, b.id, c.id])).toEqual({ [a.id]: 2, [b.id]: 0, [c.id]: 1 })
    })

    it('changes nothing when one id is unknown (404) or the input is invalid (400)', async () => {
      const a = await createCategory(h.db, { title: 'Atomic A', displayOrder: 10 })
      const b = await createCategory(h.db, { title: 'Atomic B', displayOrder: 11 })
      const before = await displayOrders([a.id, b.id])
      for (const bad of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const response = await call('PUT', '/api/categories/reorder', {
          categories: [
            { _id: a.id, displayOrder: 99 },
            { _id: bad, displayOrder: 98 },
            { _id: b.id, displayOrder: 97 },
          ],
        })
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({ success: false, message: 'Category not found' })
      }
      const invalid: [object, string][] = [
        [{ categories: [{ _id: a.id, displayOrder: 'top' }] }, 'Display order must be a number'],
        [{ categories: [] }, 'At least one category is required'],
        [
          {
            categories: [
              { _id: a.id, displayOrder: 1 },
              { _id: a.id, displayOrder: 2 },
            ],
          },
          'Each category may appear only once',
        ],
      ]
      for (const [payload, message] of invalid) {
        const response = await call('PUT', '/api/categories/reorder', payload)
        expect(response.statusCode).toBe(400)
        expect(response.json().message).toBe(message)
      }
      expect(await displayOrders([a.id, b.id])).toEqual(before)
    })

    it('keeps a consistent result when several reorders and updates run at the same time', async () => {
      const rows = await Promise.all(
        [0, 1, 2, 3, 4, 5].map((i) => createCategory(h.db, { title: `Concurrent ${i}`, displayOrder: i })),
      )
      const categoryIds = rows.map((row) => row.id)
      // Each submission lists the same categories in a different order, so unordered locking would deadlock.
      const submissions = [0, 1, 2, 3, 4, 5, 6, 7].map((round) => {
        const listed = round % 2 === 0 ? [...categoryIds] : [...categoryIds].reverse()
        return listed.map((id, position) => ({ _id: id, displayOrder: (position + round) * 10 + round }))
      })
      const asMap = (items: { _id: string; displayOrder: number }[]) =>
        Object.fromEntries(items.map((item) => [item._id, item.displayOrder]))

      for (let attempt = 0; attempt < 3; attempt++) {
        const responses = await Promise.all(
          submissions.map((items) => call('PUT', '/api/categories/reorder', { categories: items })),
        )
        expect(responses.map((response) => response.statusCode)).toEqual(submissions.map(() => 200))
        const final = await displayOrders(categoryIds)
        // Serialised: the final state is exactly one submission, never a mix of two.
        expect(submissions.map(asMap)).toContainEqual(final)
      }

      // A reorder racing single updates of the same rows (the admin's up/down arrows and switch).
      const reorder = submissions[1]!
      const [reordered, renamed, swapped] = await Promise.all([
        call('PUT', '/api/categories/reorder', { categories: reorder }),
        call('PUT', `/api/categories/${categoryIds[0]}`, { title: 'Concurrent Renamed', isActive: false }),
        call('PUT', `/api/categories/${categoryIds[1]}`, { displayOrder: 12345 }),
      ])
      expect([reordered.statusCode, renamed.statusCode, swapped.statusCode]).toEqual([200, 200, 200])
      const final = await displayOrders(categoryIds)
      const expected = asMap(reorder)
      expect([expected[categoryIds[1]!], 12345]).toContain(final[categoryIds[1]!])
      for (const id of categoryIds.filter((id) => id !== categoryIds[1])) expect(final[id]).toBe(expected[id])
      const [first] = await h.db.select().from(categories).where(eq(categories.id, categoryIds[0]!))
      expect(first).toMatchObject({ title: 'Concurrent Renamed', isActive: false })
      expect(Object.keys(final)).toHaveLength(categoryIds.length)
    })
  })

  describe('delete', () => {
    it('deletes a category with its events and products and releases the images only they used', async () => {
      const categoryImage = await storedImage('categories', 'doomed.webp')
      const eventImage = await storedImage('events', 'doomed-event.webp')
      const productImage = await storedImage('categories', 'doomed-product.webp')
      const shared = await storedImage('general', 'shared.webp')
      const doomed = await createCategory(h.db, { title: 'Doomed', imageUrl: categoryImage.url })
      const child = await createCategory(h.db, { title: 'Doomed Child', parentId: doomed.id })
      const keeper = await createCategory(h.db, { title: 'Keeper', imageUrl: shared.url })
      const event = await createEvent(h.db, doomed.id, { imageUrl: eventImage.url })
      await createEvent(h.db, doomed.id, { imageUrl: shared.url })
      await createProduct(h.db, doomed.id, { imageUrl: productImage.url })

      const response = await call('DELETE', `/api/categories/${doomed.id}`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ success: true, data: { _id: doomed.id } })

      expect((await call('GET', `/api/categories/${doomed.id}`)).statusCode).toBe(404)
      expect((await call('GET', `/api/events/${event.id}`)).statusCode).toBe(404)
      const eventsLeft = await h.db
        .select({ id: events.id })
        .from(events)
        .where(eq(events.categoryId, doomed.id))
      const productsLeft = await h.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.categoryId, doomed.id))
      expect([eventsLeft, productsLeft]).toEqual([[], []])

      // In the trash, restorable with its events and products: their images stay until the trash lets go.
      for (const kept of [categoryImage, eventImage, productImage]) {
        expect(existsSync(kept.file), kept.url).toBe(true)
      }
      await h.forgetKept()
      for (const gone of [categoryImage, eventImage, productImage]) {
        expect(existsSync(gone.file), gone.url).toBe(false)
        expect(existsSync(gone.variant), gone.url).toBe(false)
      }
      expect(existsSync(shared.file)).toBe(true)
      expect((await call('GET', `/api/categories/${keeper.id}`)).statusCode).toBe(200)
      const orphan = (await call('GET', `/api/categories/${child.id}`)).json().data
      expect(orphan.parentId).toBeNull()
    })
  })

  it('documents the category, event and product routes (with nested subcategories) in OpenAPI', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(response.statusCode).toBe(200)
    const doc = response.json()
    const paths = doc.paths as Record<string, Record<string, unknown>>
    expect(Object.keys(paths['/api/categories/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'put'])
    expect(paths['/api/categories/reorder']).toHaveProperty('put')
    expect(Object.keys(paths['/api/categories/{id}/events/{eventId}'] ?? {}).sort()).toEqual([
      'delete',
      'put',
    ])
    expect(Object.keys(paths['/api/categories/{id}/products'] ?? {}).sort()).toEqual(['get', 'post'])
    expect(Object.keys(paths['/api/events/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'put'])
    const create = doc.paths['/api/categories'].post.requestBody.content['application/json'].schema
    expect(create.required).toEqual(['title'])
    expect(JSON.stringify(doc.paths['/api/categories'].get.responses['200'])).toContain('subcategories')
  })

  it('announces every write so cached pages can be refreshed', async () => {
    await expectAnnounced(h, ['categories', 'categories', 'categories', 'categories'], async () => {
      const created = (await call('POST', '/api/categories', { title: 'Evented Category' })).json().data
      await call('PUT', `/api/categories/${created._id}`, { isActive: false })
      await call('PUT', '/api/categories/reorder', { categories: [{ _id: created._id, displayOrder: 3 }] })
      await call('POST', '/api/categories', { title: 'evented category' })
      await call('DELETE', `/api/categories/${created._id}`)
    })
  })
})
