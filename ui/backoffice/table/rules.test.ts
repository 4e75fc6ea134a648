import { describe, expect, it } from 'vitest'
import { ariaSort, nextSort, only, selectAllState, selectedShown, toggleAll } from './rules'

describe('sorting a column', () => {
  it('goes to ascending first, then flips', () => {
    expect(nextSort(null)).toBe('asc')
    expect(nextSort('asc')).toBe('desc')
    expect(nextSort('desc')).toBe('asc')
    expect([ariaSort(null), ariaSort('asc'), ariaSort('desc')]).toEqual(['none', 'ascending', 'descending'])
  })
})

describe('selection', () => {
  const active = ['1', '3']

  it('select-all selects every shown row, then none; it is indeterminate for some', () => {
    expect(selectAllState({}, active)).toBe('none')
    expect(selectAllState(only(['1']), active)).toBe('some')
    const all = toggleAll(only(['1']), active)
    expect(Object.keys(all).sort()).toEqual(['1', '3'])
    expect(selectAllState(all, active)).toBe('all')
    expect(toggleAll(all, active)).toEqual({})
  })

  it('ignores selected rows a filter hides', () => {
    const selection = only(['1', '2'])
    expect(selectedShown(selection, active)).toEqual(['1'])
    expect(selectAllState(selection, ['2', '4'])).toBe('some')
    expect(selectAllState(only(['2']), [])).toBe('none')
  })

  it('drops rows selected before select-all that are hidden now', () => {
    expect(toggleAll(only(['2']), active)).toEqual({ '1': true, '3': true })
  })
})
