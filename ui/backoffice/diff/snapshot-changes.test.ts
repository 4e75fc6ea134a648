import { describe, expect, it } from 'vitest'
import { categoryContentType } from '../../../features/categories/category.content-type'
import { clientContentType } from '../../../features/clients/client.content-type'
import { serviceContentType } from '../../../features/services/service.content-type'
import { snapshotChanges } from './snapshot-changes'
import { labelOf } from './values'

const at = (minute: number) => `2026-03-07T14:${String(minute).padStart(2, '0')}:00+00:00`

describe('what differs between two states of a content item', () => {
  const service = {
    id: 's1',
    title: 'Switchgear',
    shortDescription: 'Panels.',
    mainImageUrl: '/uploads/a.jpg',
    sortOrder: 2,
    createdAt: at(0),
    updatedAt: at(1),
  }
  const image = (id: string, url: string) => ({
    id,
    serviceId: 's1',
    url,
    sortOrder: 0,
    createdAt: at(0),
    updatedAt: at(1),
  })

  it('lists the fields that changed, leaving out bookkeeping and what stayed (the order too)', () => {
    const changes = snapshotChanges(
      serviceContentType,
      { fields: service, parts: { service_images: [] } },
      {
        fields: { ...service, title: 'Switchgear and panels', updatedAt: at(9) },
        parts: { service_images: [] },
      },
    )
    expect(changes.fields).toEqual([{ key: 'title', before: 'Switchgear', after: 'Switchgear and panels' }])
    expect(changes.parts).toEqual([])
    // The declared media columns are images: the main image, and the social image inside the SEO fields.
    expect(changes.options.imageKeys).toEqual(new Set(['mainImageUrl', 'image']))
  })

  it('gives each part whose rows changed a section, its rows matched by id, without the owner key', () => {
    const before = {
      fields: service,
      parts: { service_images: [image('i1', '/uploads/1.jpg'), image('i2', '/uploads/2.jpg')] },
    }
    const after = {
      fields: service,
      parts: {
        service_images: [
          { ...image('i1', '/uploads/1b.jpg'), updatedAt: at(5) },
          image('i3', '/uploads/3.jpg'),
        ],
      },
    }
    const changes = snapshotChanges(serviceContentType, before, after)
    expect(changes.fields).toEqual([])
    expect(changes.parts).toHaveLength(1)
    const [part] = changes.parts
    expect(part!.label).toBe('Service images')
    expect(part!.rows.map((row) => row.change)).toEqual(['changed', 'removed', 'added'])
    // The gallery's url is an image, called so; the owner key is no change of the row's.
    expect(part!.options.imageKeys).toEqual(new Set(['url']))
    expect(part!.options.labels).toEqual({ url: 'Image' })
    expect(part!.options.omit).toEqual(new Set(['serviceId']))
  })

  it('shows every field with a value of a first state, and every part row as added', () => {
    const changes = snapshotChanges(categoryContentType, null, {
      fields: { id: 'c1', title: 'Cables', description: '', parentId: null },
      parts: { events: [{ id: 'e1', categoryId: 'c1', title: 'Open day' }], products: [] },
    })
    expect(changes.fields).toEqual([{ key: 'title', before: undefined, after: 'Cables' }])
    expect(changes.parts.map((part) => [part.label, part.rows.map((row) => row.change)])).toEqual([
      ['Events', ['added']],
    ])
  })

  it("names a type's fields as its edit window labels them (the declaration), others by the rule", () => {
    const changes = snapshotChanges(clientContentType, null, {
      fields: { id: 'k1', name: 'Ada', description: 'Great work', updatedBy: 'x' },
      parts: {},
    })
    expect(changes.fields.map((change) => labelOf(change.key, changes.options.labels))).toEqual([
      'Client Name',
      'Testimonial',
      'Updated by',
    ])
  })

  it('finds nothing in two states that differ in their update times only', () => {
    const changes = snapshotChanges(
      serviceContentType,
      { fields: service, parts: { service_images: [image('i1', '/uploads/1.jpg')] } },
      {
        fields: { ...service, updatedAt: at(30) },
        parts: { service_images: [{ ...image('i1', '/uploads/1.jpg'), updatedAt: at(30) }] },
      },
    )
    expect(changes.fields).toEqual([])
    expect(changes.parts).toEqual([])
  })
})
