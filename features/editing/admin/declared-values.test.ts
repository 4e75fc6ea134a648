import { describe, expect, it } from 'vitest'
import { categoryContentType } from '../../categories/category.content-type'
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
})
