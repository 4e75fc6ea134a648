import { describe, expect, it } from 'vitest'
import { moveTo, placeOf, removeAt, SORTABLE_WORDS, syncKeys } from './sortable'

describe('the sortable-list kit’s rules', () => {
  it('moves an item to another place, and leaves the list as it is for a place out of range', () => {
    expect(moveTo(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c'])
    expect(moveTo(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a'])
    expect(moveTo(['a', 'b'], 0, 2)).toEqual(['a', 'b'])
    expect(moveTo(['a', 'b'], -1, 0)).toEqual(['a', 'b'])
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c'])
  })

  it('says places and moves in plain English', () => {
    expect(placeOf(1, 5)).toBe('position 2 of 5')
    expect(SORTABLE_WORDS.moved('Cables', 1, 5)).toBe('Moved “Cables” to position 2 of 5')
    expect(SORTABLE_WORDS.pickedUp('Cables', 2, 5)).toBe('Picked up “Cables”, position 3 of 5.')
    expect(SORTABLE_WORDS.cancelled('Cables', 2, 5)).toBe('Cancelled. “Cables” is back at position 3 of 5.')
    expect(SORTABLE_WORDS.up('Cables')).toBe('Move “Cables” up')
    expect(SORTABLE_WORDS.handle('Cables')).toBe('Drag to reorder “Cables”')
  })

  it('keeps keys with their items: new ones at the end, the last ones dropped', () => {
    let n = 0
    const fresh = () => `k${++n}`
    expect(syncKeys([], 2, fresh)).toEqual(['k1', 'k2'])
    expect(syncKeys(['x', 'y'], 3, fresh)).toEqual(['x', 'y', 'k3'])
    expect(syncKeys(['x', 'y', 'z'], 2, fresh)).toEqual(['x', 'y'])
    expect(syncKeys(['x'], 1, fresh)).toEqual(['x'])
  })
})
