import { describe, expect, it } from 'vitest'
import { movedItem, orderAuditEntry, orderProblem } from './ordering'

const items = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ id: name.toLowerCase(), name }))
const noun = { one: 'category', many: 'categories' }

describe('orderProblem', () => {
  it('accepts every item once, in any order', () => {
    expect(orderProblem(items, ['e', 'd', 'c', 'b', 'a'], noun)).toBeNull()
  })

  it('names an item listed twice, an unknown id and the items left out', () => {
    expect(orderProblem(items, ['a', 'a', 'b', 'c', 'd', 'e'], noun)).toBe(
      'The order names “A” more than once: name each category once',
    )
    expect(orderProblem(items, ['a', 'b', 'c', 'd', 'e', 'x'], noun)).toBe(
      'The order names an id that is no category: x',
    )
    expect(orderProblem(items, ['a', 'b', 'x', 'y'], noun)).toBe(
      'The order names ids that are no categories: x, y',
    )
    expect(orderProblem(items, ['a', 'b', 'c'], noun)).toBe(
      'The order leaves out “D”, “E”: name every category once (the list may have changed; reload it)',
    )
  })
})

describe('movedItem', () => {
  it('finds the one item moved up or down, with its places of how many', () => {
    expect(movedItem(items, ['a', 'd', 'b', 'c', 'e'])).toEqual({
      _id: 'd',
      name: 'D',
      from: 4,
      to: 2,
      of: 5,
    })
    expect(movedItem(items, ['b', 'c', 'd', 'e', 'a'])).toEqual({
      _id: 'a',
      name: 'A',
      from: 1,
      to: 5,
      of: 5,
    })
  })

  it('takes the hint for two neighbours swapped, else the one that went down', () => {
    expect(movedItem(items, ['a', 'c', 'b', 'd', 'e'], 'c')).toMatchObject({ _id: 'c', from: 3, to: 2 })
    expect(movedItem(items, ['a', 'c', 'b', 'd', 'e'])).toMatchObject({ _id: 'b', from: 2, to: 3 })
  })

  it('is null when nothing moved or several items did', () => {
    expect(movedItem(items, ['a', 'b', 'c', 'd', 'e'])).toBeNull()
    expect(movedItem(items, ['b', 'a', 'c', 'e', 'd'])).toBeNull()
  })
})

describe('orderAuditEntry', () => {
  it('names the moved item and its places, or says the list was reordered', () => {
    expect(orderAuditEntry({ ids: [], moved: { _id: 'd', name: 'D', from: 4, to: 2, of: 5 } })).toEqual({
      action: 'move',
      entityId: 'd',
      label: 'D',
      changes: { position: { from: '4 of 5', to: '2 of 5' } },
    })
    expect(orderAuditEntry({ ids: [], moved: null })).toEqual({ action: 'reorder', label: '', changes: {} })
  })
})
