import { describe, expect, it } from 'vitest'
import {
  addImage,
  additionalImages,
  cleanFeatures,
  orderAdditionalImages,
  removeImage,
  setMainImage,
} from './service-form'

describe('the features as saved', () => {
  it('keep their order, without spaces around them and empty lines (also from a form kept as text)', () => {
    expect(cleanFeatures(['  24/7 support ', '', '  ', 'Site survey'])).toEqual([
      '24/7 support',
      'Site survey',
    ])
    expect(cleanFeatures([])).toEqual([])
    expect(cleanFeatures('  24/7 support \n\n\r\nSite survey\n   ')).toEqual(['24/7 support', 'Site survey'])
  })
})

describe('the order of the additional images', () => {
  it('is set around the main image, which keeps its place', () => {
    const gallery = { images: ['a', 'main', 'b', 'c'], mainImageUrl: 'main' }
    expect(orderAdditionalImages(gallery, ['c', 'a', 'b'])).toEqual({
      images: ['c', 'main', 'a', 'b'],
      mainImageUrl: 'main',
    })
  })
})

describe('the gallery of a service not yet saved', () => {
  const empty = { images: [], mainImageUrl: null }

  it('makes the first image added the main one', () => {
    const one = addImage(empty, '/uploads/services/a.webp')
    expect(one).toEqual({ images: ['/uploads/services/a.webp'], mainImageUrl: '/uploads/services/a.webp' })
    const two = addImage(one, '/uploads/services/b.webp')
    expect(two.mainImageUrl).toBe('/uploads/services/a.webp')
    expect(additionalImages(two)).toEqual(['/uploads/services/b.webp'])
    expect(addImage(two, '/uploads/services/b.webp')).toBe(two)
  })

  it('sets another image as main, adding a new one in front', () => {
    const two = { images: ['a', 'b'], mainImageUrl: 'a' }
    expect(setMainImage(two, 'b')).toEqual({ images: ['a', 'b'], mainImageUrl: 'b' })
    expect(setMainImage(two, 'c')).toEqual({ images: ['c', 'a', 'b'], mainImageUrl: 'c' })
    expect(additionalImages(setMainImage(two, 'b'))).toEqual(['a'])
  })

  it('removing the main image makes the next one main; removing the last leaves none', () => {
    const three = { images: ['a', 'b', 'c'], mainImageUrl: 'a' }
    expect(removeImage(three, 'a')).toEqual({ images: ['b', 'c'], mainImageUrl: 'b' })
    expect(removeImage(three, 'c')).toEqual({ images: ['a', 'b'], mainImageUrl: 'a' })
    expect(removeImage({ images: ['a'], mainImageUrl: 'a' }, 'a')).toEqual({ images: [], mainImageUrl: null })
  })
})
