import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CONTENT_TYPES } from '../server/content-types'
import { createCategory, createEvent, createProduct } from '../tests/factories/categories'
import { createCompany } from '../tests/factories/company'
import { createService } from '../tests/factories/services'
import { useTestDatabase } from '../tests/helpers/test-db'
import { createContentStore, fingerprint, mediaOf, titleOf } from './content-store'

const store = createContentStore(CONTENT_TYPES)
const type = (name: string) => store.typeNamed(name)!

describe('content store: items whole, read and written back from the declarations alone', () => {
  const database = useTestDatabase()

  it('snapshots a category with its events and products, and writes an earlier state back', async () => {
    const { db } = database
    const category = await createCategory(db, { title: 'Lighting', imageUrl: '/uploads/categories/a.webp' })
    const event = await createEvent(db, category.id, {
      title: 'Open day',
      date: new Date('2027-03-01T09:00:00Z'),
    })
    await createProduct(db, category.id, {
      name: 'Lamp',
      price: 12.5,
      imageUrl: '/uploads/products/lamp.webp',
    })
    const before = (await store.snapshot(db, type('categories'), category.id))!
    expect(titleOf(type('categories'), before)).toBe('Lighting')
    expect(before.parts.events).toHaveLength(1)
    expect(before.parts.products![0]).toMatchObject({ name: 'Lamp', price: 12.5 })
    expect(mediaOf(type('categories'), before).sort()).toEqual([
      '/uploads/categories/a.webp',
      '/uploads/products/lamp.webp',
    ])

    await db.execute(
      sql`update categories set title = 'Lights', updated_at = now() where id = ${category.id}`,
    )
    await db.execute(sql`delete from events where id = ${event.id}`)
    await db.execute(sql`delete from products where category_id = ${category.id}`)
    const changed = (await store.snapshot(db, type('categories'), category.id))!
    expect(fingerprint(changed)).not.toBe(fingerprint(before))

    expect(await store.write(db, type('categories'), category.id, before)).toBe('updated')
    const restored = (await store.snapshot(db, type('categories'), category.id))!
    expect(restored.fields.title).toBe('Lighting')
    // The same event again, with its id: links to it keep working.
    expect(restored.parts.events!.map((row) => row.id)).toEqual([event.id])
    expect(new Date(restored.parts.events![0]!.date as string).toISOString()).toBe('2027-03-01T09:00:00.000Z')
    expect(fingerprint(restored)).toBe(fingerprint(before))
  })

  it('inserts a deleted item again with its id, parts included; a parent that is gone is cleared', async () => {
    const { db } = database
    const parent = await createCategory(db, { title: 'Parent gone' })
    const category = await createCategory(db, { title: 'Child', parentId: parent.id })
    await createProduct(db, category.id, { name: 'Cable' })
    const snapshot = (await store.snapshot(db, type('categories'), category.id))!
    expect(await store.remove(db, type('categories'), category.id)).toBe(true)
    await store.remove(db, type('categories'), parent.id)
    expect(await store.snapshot(db, type('categories'), category.id)).toBeUndefined()

    expect(await store.write(db, type('categories'), category.id, snapshot)).toBe('inserted')
    const back = (await store.snapshot(db, type('categories'), category.id))!
    expect(back.fields).toMatchObject({ title: 'Child', parentId: null })
    expect(back.parts.products!.map((row) => row.name)).toEqual(['Cable'])
  })

  it('keeps arrays and JSON as they are (service features, company hero images)', async () => {
    const { db } = database
    const service = await createService(db, {
      features: ['Fast', 'Safe'],
      images: ['/uploads/services/a.webp'],
    })
    const snapshot = (await store.snapshot(db, type('services'), service.id))!
    await db.execute(sql`update services set features = '{}' where id = ${service.id}`)
    await store.write(db, type('services'), service.id, snapshot)
    const back = (await store.snapshot(db, type('services'), service.id))!
    expect(back.fields.features).toEqual(['Fast', 'Safe'])
    expect(back.parts.service_images!.map((row) => row.url)).toEqual(['/uploads/services/a.webp'])

    const company = await createCompany(db, {
      heroImages: [
        { imageUrl: '/uploads/hero/1.webp', title: 'T', subtitle: '', buttonText: '', buttonLink: '' },
      ],
    })
    const info = (await store.snapshot(db, type('company'), company.id))!
    expect(await store.singleId(db, type('company'))).toBe(company.id)
    expect(mediaOf(type('company'), info)).toContain('/uploads/hero/1.webp')
    await db.execute(sql`update company_info set hero_images = '[]' where id = ${company.id}`)
    await store.write(db, type('company'), company.id, info)
    expect((await store.snapshot(db, type('company'), company.id))!.fields.heroImages).toEqual(
      info.fields.heroImages,
    )
  })

  it('fingerprints content, not update times; tells unique titles taken', async () => {
    const { db } = database
    const category = await createCategory(db, { title: 'Switches' })
    const first = (await store.snapshot(db, type('categories'), category.id))!
    await db.execute(
      sql`update categories set updated_at = now() + interval '1 minute' where id = ${category.id}`,
    )
    const second = (await store.snapshot(db, type('categories'), category.id))!
    expect(second.fields.updatedAt).not.toEqual(first.fields.updatedAt)
    expect(fingerprint(second)).toBe(fingerprint(first))
    expect(
      await store.titleTaken(db, type('categories'), 'SWITCHES', '00000000-0000-4000-8000-000000000000'),
    ).toBe(true)
    expect(await store.titleTaken(db, type('categories'), 'Switches', category.id)).toBe(false)
  })
})
