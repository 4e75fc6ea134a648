import { describe, expect, it } from 'vitest'
import { truncate } from '../../../ui/lib/text'
import {
  ariaSort,
  nextSort,
  selectAllState,
  selectedVisible,
  SMALL_SCREEN_DESCRIPTION_MAX,
  toggleAll,
  toggleOne,
  visibleRows,
} from './services-table'

const rows = [
  { _id: '1', title: 'power distribution', status: 'active' as const },
  { _id: '2', title: 'Automation', status: 'inactive' as const },
  { _id: '3', title: 'Maintenance 10', status: 'active' as const },
  { _id: '4', title: 'Maintenance 9', status: 'inactive' as const },
]
const titles = (list: { title: string }[]) => list.map((row) => row.title)

describe('visibleRows', () => {
  it('keeps the server order when unsorted', () => {
    expect(titles(visibleRows(rows, 'all', null))).toEqual(titles(rows))
  })

  it('sorts by title ascending and descending, ignoring case and reading numbers as numbers', () => {
    expect(titles(visibleRows(rows, 'all', 'asc'))).toEqual([
      'Automation',
      'Maintenance 9',
      'Maintenance 10',
      'power distribution',
    ])
    expect(titles(visibleRows(rows, 'all', 'desc'))).toEqual([
      'power distribution',
      'Maintenance 10',
      'Maintenance 9',
      'Automation',
    ])
  })

  it('filters by status, then sorts', () => {
    expect(titles(visibleRows(rows, 'active', 'desc'))).toEqual(['power distribution', 'Maintenance 10'])
    expect(titles(visibleRows(rows, 'inactive', 'asc'))).toEqual(['Automation', 'Maintenance 9'])
  })

  it('does not change the list it was given', () => {
    const copy = [...rows]
    visibleRows(rows, 'all', 'asc')
    expect(rows).toEqual(copy)
  })
})

describe('sorting the Service column', () => {
  it('goes to ascending first, then flips', () => {
    expect(nextSort(null)).toBe('asc')
    expect(nextSort('asc')).toBe('desc')
    expect(nextSort('desc')).toBe('asc')
    expect([ariaSort(null), ariaSort('asc'), ariaSort('desc')]).toEqual(['none', 'ascending', 'descending'])
  })
})

describe('selection', () => {
  it('toggles one row', () => {
    const one = toggleOne(new Set(), '1')
    expect([...one]).toEqual(['1'])
    expect([...toggleOne(one, '1')]).toEqual([])
  })

  it('select-all selects every shown row, then none; it is indeterminate for some', () => {
    const active = visibleRows(rows, 'active', null)
    expect(selectAllState(new Set(), active)).toBe('none')
    expect(selectAllState(new Set(['1']), active)).toBe('some')
    const all = toggleAll(new Set(['1']), active)
    expect([...all].sort()).toEqual(['1', '3'])
    expect(selectAllState(all, active)).toBe('all')
    expect([...toggleAll(all, active)]).toEqual([])
  })

  it('ignores selected rows a filter hides', () => {
    const selected = new Set(['1', '2'])
    expect(selectedVisible(selected, visibleRows(rows, 'active', null))).toEqual(['1'])
    expect(selectAllState(selected, visibleRows(rows, 'inactive', null))).toBe('some')
    expect(selectAllState(new Set(['2']), [])).toBe('none')
  })
})

describe('descriptions on small screens', () => {
  it('are cut to 30 characters with an ellipsis', () => {
    expect(
      truncate('Design and installation of low-voltage switchboards', SMALL_SCREEN_DESCRIPTION_MAX),
    ).toBe('Design and installation of low...')
    expect(truncate('Short enough', SMALL_SCREEN_DESCRIPTION_MAX)).toBe('Short enough')
  })
})
