import { describe, expect, it } from 'vitest'
import { truncate } from '../../../ui/lib/text'
import { compareTitles, SMALL_SCREEN_DESCRIPTION_MAX, statusFilters } from './services-table'

const rows = [
  { _id: '1', title: 'power distribution', status: 'active' as const },
  { _id: '2', title: 'Automation', status: 'inactive' as const },
  { _id: '3', title: 'Maintenance 10', status: 'active' as const },
  { _id: '4', title: 'Maintenance 9', status: 'inactive' as const },
  { _id: '0', title: 'automation', status: 'inactive' as const },
]
const titles = (list: { title: string }[]) => list.map((row) => row.title)
/** As the table sorts: the comparison, reversed when descending. */
const sorted = (descending: boolean) => {
  const compare = compareTitles(descending)
  return [...rows].sort((a, b) => (descending ? -1 : 1) * compare(a, b))
}

describe('sorting by title', () => {
  it('sorts ascending and descending, ignoring case and reading numbers as numbers', () => {
    expect(titles(sorted(false))).toEqual([
      'automation',
      'Automation',
      'Maintenance 9',
      'Maintenance 10',
      'power distribution',
    ])
    expect(titles(sorted(true))).toEqual([
      'power distribution',
      'Maintenance 10',
      'Maintenance 9',
      'automation',
      'Automation',
    ])
  })

  it('keeps equal titles in the order of their ids both ways', () => {
    expect(
      sorted(false)
        .filter((row) => /automation/i.test(row.title))
        .map((row) => row._id),
    ).toEqual(['0', '2'])
    expect(
      sorted(true)
        .filter((row) => /automation/i.test(row.title))
        .map((row) => row._id),
    ).toEqual(['0', '2'])
  })
})

describe('the status filter', () => {
  it('filters nothing for all, else the status column', () => {
    expect(statusFilters('all')).toEqual([])
    expect(statusFilters('inactive')).toEqual([{ id: 'status', value: 'inactive' }])
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
