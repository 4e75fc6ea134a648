import { existsSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createProduct } from '../../tests/factories/categories'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { expectAnnounced, expectSaved, UNKNOWN_ID as UNKNOWN } from '../../tests/helpers/routes'
import { testDatabaseKind } from '../../tests/helpers/test-db'

describe(`products API on ${testDatabaseKind}`, () => {
  const h = useAdminApp()
  let category: Awaited<ReturnType<typeof createCategory>>

  beforeAll(async () => {
    category = await createCategory(h.db, { title: 'Products Home' })
  })

  const { call } = h

  const ids = (list: { _id: string }[]) => list.map((item) => item._id)

  const storedImage = (name: string) => h.storedImage('categories', name)

  it('adds a product with the documented fields; the price is rounded to cents', async () => {
    const response = await call('POST', `/api/categories/${category.id}/products`, {
      name: ' Circuit Breaker C16 ',
      description: 'Modular breaker.',
      imageUrl: '/uploads/categories/mcb.webp',
      price: 18.899,
      isNew: true,
      isEcoFriendly: true,
      order: 3,
    })
    expectSaved(response, {
      name: 'Circuit Breaker C16',
      description: 'Modular breaker.',
      imageUrl: '/uploads/categories/mcb.webp',
      imageAlt: null,
      price: 18.9,
      isNew: true,
      isEcoFriendly: true,
      order: 3,
      category: category.id,
    })
  })

  it('takes no price (null or empty) as “Contact us”, and numeric strings and zero as prices', async () => {
    const prices: [unknown, number | null][] = [
      [null, null],
      ['', null],
      [undefined, null],
      ['1250.5', 1250.5],
      [0, 0],
    ]
    for (const [price, expected] of prices) {
      const response = await call('POST', `/api/categories/${category.id}/products`, {
        name: 'Priced',
        price,
      })
      expect(response.statusCode, String(price)).toBe(201)
      expect(response.json().data).toMatchObject({ price: expected, isNew: false, isEcoFriendly: false })
    }
  })

  it('validates with the documented messages (docs/product.md#product-form)', async () => {
    const cases: [object, Record<string, string>][] = [
      [{}, { name: 'Name is required' }],
      [{ name: '  ' }, { name: 'Name is required' }],
      [{ name: 'Negative', price: -0.01 }, { price: 'Price must be zero or more' }],
      [{ name: 'Negative', price: '-5' }, { price: 'Price must be zero or more' }],
      [{ name: 'Words', price: 'ten' }, { price: 'Price must be a number' }],
      [{ name: 'Bool', price: true }, { price: 'Price must be a number' }],
      [{ name: 'Huge', price: 1e12 }, { price: 'Price is too large' }],
      // numeric(12, 2) holds 9999999999.99: these round up past it.
      [{ name: 'Rounds up', price: 9999999999.995 }, { price: 'Price is too large' }],
      [{ name: 'Rounds up', price: '9999999999.999' }, { price: 'Price is too large' }],
      [{ name: 'Order', order: 'first' }, { order: 'Order must be a number' }],
      [{ name: 'Flag', isNew: 'yes' }, { isNew: 'isNew must be true or false' }],
    ]
    for (const [payload, errors] of cases) {
      const response = await call('POST', `/api/categories/${category.id}/products`, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json()).toEqual({ success: false, message: Object.values(errors)[0], errors })
    }
  })

  it('lists a category’s products by order then name; an inactive category’s only for administrators', async () => {
    const listed = await createCategory(h.db, { title: 'Products Sorted' })
    const c = await createProduct(h.db, listed.id, { name: 'Charlie', sortOrder: 2 })
    const b = await createProduct(h.db, listed.id, { name: 'Bravo', sortOrder: 1 })
    const a = await createProduct(h.db, listed.id, { name: 'Alpha', sortOrder: 1 })
    const z = await createProduct(h.db, listed.id, { name: 'Zulu', sortOrder: 0 })
    const response = await call('GET', `/api/categories/${listed.id}/products`, undefined, false)
    expect(ids(response.json().data)).toEqual([z.id, a.id, b.id, c.id])

    const defaulted = (await call('POST', `/api/categories/${listed.id}/products`, { name: 'Last' })).json()
      .data
    expect(defaulted.order).toBe(4)

    const hidden = await createCategory(h.db, { title: 'Products Hidden', isActive: false })
    const product = await createProduct(h.db, hidden.id)
    const anonymous = await call('GET', `/api/categories/${hidden.id}/products`, undefined, false)
    expect(anonymous.statusCode).toBe(404)
    expect(anonymous.json()).toEqual({ success: false, message: 'Category not found' })
    expect(ids((await call('GET', `/api/categories/${hidden.id}/products`)).json().data)).toEqual([
      product.id,
    ])
    for (const id of [UNKNOWN, 'nope']) {
      expect((await call('GET', `/api/categories/${id}/products`)).json()).toEqual({
        success: false,
        message: 'Category not found',
      })
    }
  })

  it('updates only the fields sent; the product must belong to the category', async () => {
    const product = await createProduct(h.db, category.id, { name: 'Before', price: 10, isNew: true })
    const response = await call('PUT', `/api/categories/${category.id}/products/${product.id}`, {
      name: 'After',
      price: '',
      isEcoFriendly: true,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      name: 'After',
      price: null,
      isNew: true,
      isEcoFriendly: true,
    })
    const priced = await call('PUT', `/api/categories/${category.id}/products/${product.id}`, {
      price: 99.99,
    })
    expect(priced.json().data.price).toBe(99.99)
    const invalid = await call('PUT', `/api/categories/${category.id}/products/${product.id}`, { price: -1 })
    expect(invalid.json().errors).toEqual({ price: 'Price must be zero or more' })

    const other = await createCategory(h.db, { title: 'Products Elsewhere' })
    for (const [method, payload] of [['PUT', { name: 'x' }], ['DELETE']] as const) {
      const wrong = await call(method, `/api/categories/${other.id}/products/${product.id}`, payload)
      expect(wrong.statusCode).toBe(404)
      expect(wrong.json()).toEqual({ success: false, message: 'Product not found' })
      const malformed = await call(method, `/api/categories/${category.id}/products/nope`, payload)
      expect(malformed.json()).toEqual({ success: false, message: 'Product not found' })
      const noCategory = await call(method, `/api/categories/${UNKNOWN}/products/${product.id}`, payload)
      expect(noCategory.json()).toEqual({ success: false, message: 'Category not found' })
    }
    const lost = await call('POST', `/api/categories/${UNKNOWN}/products`, { name: 'Lost' })
    expect(lost.statusCode).toBe(404)
  })

  it('releases a product’s image when it is replaced or the product is deleted', async () => {
    const first = await storedImage('product-first.webp')
    const second = await storedImage('product-second.webp')
    const product = await createProduct(h.db, category.id, { imageUrl: first.url })
    await call('PUT', `/api/categories/${category.id}/products/${product.id}`, { imageUrl: second.url })
    expect(existsSync(first.file)).toBe(true)
    // Kept while the history or the trash names it; released once they let go.
    await h.forgetKept()
    expect(existsSync(first.file)).toBe(false)
    expect(existsSync(second.file)).toBe(true)
    const response = await call('DELETE', `/api/categories/${category.id}/products/${product.id}`)
    expect(response.json()).toEqual({ success: true, data: { _id: product.id } })
    expect(existsSync(second.file)).toBe(true)
    // Kept while the history or the trash names it; released once they let go.
    await h.forgetKept()
    expect(existsSync(second.file)).toBe(false)
    expect(ids((await call('GET', `/api/categories/${category.id}/products`)).json().data)).not.toContain(
      product.id,
    )
  })

  it('announces every write so cached pages can be refreshed', async () => {
    await expectAnnounced(h, ['products', 'products', 'products'], async () => {
      const created = (
        await call('POST', `/api/categories/${category.id}/products`, { name: 'Evented' })
      ).json().data
      await call('PUT', `/api/categories/${category.id}/products/${created._id}`, { isNew: true })
      await call('POST', `/api/categories/${category.id}/products`, { name: '' })
      await call('DELETE', `/api/categories/${category.id}/products/${created._id}`)
    })
  })
})
