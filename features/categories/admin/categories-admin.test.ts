import { describe, expect, it } from 'vitest'
import {
  fromDateTimeInput,
  isDuplicateTitleError,
  moveCategory,
  moveProduct,
  tableDescription,
  toDateTimeInput,
} from './categories-admin'

const list = [
  { _id: 'a', displayOrder: 0 },
  { _id: 'b', displayOrder: 1 },
  { _id: 'c', displayOrder: 2 },
]

describe('moveCategory', () => {
  it('swaps with the neighbour above or below and renumbers the list', () => {
    expect(moveCategory(list, 'b', 'up')).toEqual({
      kind: 'moved',
      orders: [
        { _id: 'b', displayOrder: 0 },
        { _id: 'a', displayOrder: 1 },
        { _id: 'c', displayOrder: 2 },
      ],
    })
    expect(moveCategory(list, 'b', 'down')).toMatchObject({
      orders: [{ _id: 'a' }, { _id: 'c' }, { _id: 'b' }],
    })
  })

  it('says when the category is already first or last, or not in the list', () => {
    expect(moveCategory(list, 'a', 'up')).toEqual({ kind: 'atTop' })
    expect(moveCategory(list, 'c', 'down')).toEqual({ kind: 'atBottom' })
    expect(moveCategory(list, 'x', 'up')).toEqual({ kind: 'notInView' })
  })

  it('mends ties and gaps so a swap always changes the order', () => {
    const tied = [
      { _id: 'a', displayOrder: 4 },
      { _id: 'b', displayOrder: 4 },
    ]
    expect(moveCategory(tied, 'b', 'up')).toEqual({
      kind: 'moved',
      orders: [
        { _id: 'b', displayOrder: 0 },
        { _id: 'a', displayOrder: 1 },
      ],
    })
  })
})

describe('moveProduct', () => {
  const products = [
    { _id: 'p', order: 0 },
    { _id: 'q', order: 1 },
    { _id: 'r', order: 2 },
  ]
  it('returns only the products whose order changes', () => {
    expect(moveProduct(products, 'r', 'up')).toEqual([
      { _id: 'r', order: 1 },
      { _id: 'q', order: 2 },
    ])
  })
  it('returns null at either end', () => {
    expect(moveProduct(products, 'p', 'up')).toBeNull()
    expect(moveProduct(products, 'r', 'down')).toBeNull()
  })
})

describe('the table description', () => {
  it('is the description cut at 100 characters, or the short description', () => {
    expect(tableDescription({ description: 'x'.repeat(150), shortDescription: 's' })).toBe(
      `${'x'.repeat(100)}...`,
    )
    expect(tableDescription({ description: '  ', shortDescription: 'Short one' })).toBe('Short one')
  })
})

it('recognises the duplicate-title failure by its message', () => {
  expect(
    isDuplicateTitleError('A category with this title already exists. Please use a different title.'),
  ).toBe(true)
  expect(isDuplicateTitleError('Title is required')).toBe(false)
})

describe('event dates in the form', () => {
  it('are edited in UTC, as the website shows them', () => {
    expect(toDateTimeInput('2027-03-05T14:30:00.000Z')).toBe('2027-03-05T14:30')
    expect(toDateTimeInput(null)).toBe('')
    expect(fromDateTimeInput('2027-03-05T14:30')).toBe('2027-03-05T14:30')
    expect(fromDateTimeInput(' ')).toBeNull()
  })
})
