import { describe, expect, it } from 'vitest'
import { categoryContentType, EVENTS_PART, PRODUCTS_PART } from '../../categories/category.content-type'
import { serviceContentType } from '../../services/service.content-type'
import { declaredInput, declaredValuesOf } from './declared-values'

describe('the values of declared fields (docs/decisions/0027-field-kinds.md)', () => {
  it('gives a new item empty texts, its switch on, an empty address and SEO fields, no parent', () => {
    expect(declaredValuesOf(categoryContentType, null)).toEqual({
      title: '',
      slug: '',
      reclaimSlug: false,
      shortDescription: '',
      description: '',
      longDescription: '',
      details: '',
      seo: { title: '', description: '', image: null },
      imageUrl: null,
      parentId: null,
      displayOrder: '',
      isActive: true,
    })
  })

  it("reads a switch from its column's values and a list as a copy", () => {
    const features = ['Site survey']
    const values = declaredValuesOf(serviceContentType, { status: 'inactive', features, displayOrder: 3 })
    expect(values.status).toBe(false)
    expect(values.features).toEqual(features)
    expect(values.features).not.toBe(features)
    expect(declaredValuesOf(serviceContentType, { status: 'active' }).status).toBe(true)
    expect(declaredValuesOf(categoryContentType, { displayOrder: 3 }).displayOrder).toBe('3')
  })

  it('sends a switch as its column values, a list without empty lines, only the SEO fields filled in', () => {
    const input = declaredInput(
      serviceContentType,
      {
        title: 'Power',
        slug: 'power',
        reclaimSlug: false,
        status: false,
        features: ['  Survey ', '', ' '],
        seo: { title: '', description: 'Panels.', image: null },
      },
      false,
    )
    expect(input).toEqual({
      title: 'Power',
      slug: 'power',
      reclaimSlug: undefined,
      status: 'inactive',
      features: ['Survey'],
      seo: { description: 'Panels.' },
    })
    expect(declaredInput(serviceContentType, { status: true }, false).status).toBe('active')
    // A boolean switch stays as it is.
    expect(declaredInput(categoryContentType, { isActive: false }, false).isActive).toBe(false)
  })

  it("leaves a new item's empty address to the server, keeps an existing item's", () => {
    expect(declaredInput(categoryContentType, { slug: '  ', reclaimSlug: true }, true)).toEqual({
      slug: undefined,
      reclaimSlug: true,
    })
    expect(declaredInput(categoryContentType, { slug: '' }, false).slug).toBe('')
  })

  it("edits a part's date and time in UTC, a price with its cents, its boxes unticked", () => {
    expect(declaredValuesOf(EVENTS_PART, null)).toMatchObject({ date: '', imageUrl: null, location: '' })
    expect(declaredValuesOf(EVENTS_PART, { date: '2031-05-14T09:30:00.000Z' }).date).toBe('2031-05-14T09:30')
    expect(declaredValuesOf(PRODUCTS_PART, null)).toMatchObject({
      price: '',
      isNew: false,
      isEcoFriendly: false,
    })
    const product = declaredValuesOf(PRODUCTS_PART, { price: 1249.5, isNew: true, isEcoFriendly: false })
    expect(product).toMatchObject({ price: '1249.50', isNew: true, isEcoFriendly: false })
    expect(declaredValuesOf(PRODUCTS_PART, { price: 0 }).price).toBe('0.00')
  })

  it('sends a date and time as the API reads it (UTC), none when it is empty', () => {
    expect(declaredInput(EVENTS_PART, { date: ' 2031-05-14T09:30 ' }, true).date).toBe('2031-05-14T09:30')
    expect(declaredInput(EVENTS_PART, { date: '' }, false).date).toBeNull()
    expect(declaredInput(PRODUCTS_PART, { price: '12.5', isNew: true }, true)).toEqual({
      price: '12.5',
      isNew: true,
    })
  })
})
