import { describe, expect, it } from 'vitest'
import {
  addressOfView,
  pagedSource,
  pageOf,
  pageQuery,
  pagerOf,
  unpagedSource,
  viewFromAddress,
  withFilters,
} from './paging'

const info = { page: 2, limit: 20, total: 41, totalPages: 3 }
const onPage = () => {}

describe('a page from the API', () => {
  it('takes the rows bare, under data or under data.data, with the paging beside them', () => {
    expect(pageOf({ data: [{ _id: 'a' }], pagination: info })).toEqual({
      rows: [{ _id: 'a' }],
      pagination: info,
    })
    expect(pageOf({ data: { data: [1, 2] } })).toEqual({ rows: [1, 2], pagination: undefined })
    expect(pageOf([3])).toEqual({ rows: [3], pagination: undefined })
    expect(pageOf(undefined)).toEqual({ rows: [], pagination: undefined })
  })

  it('has one page and no count until it has loaded', () => {
    expect(pagerOf(undefined, 1, onPage)).toEqual({ page: 1, totalPages: 1, total: undefined, onPage })
    expect(pagerOf({ rows: [], pagination: info }, 2, onPage)).toEqual({
      page: 2,
      totalPages: 3,
      total: 41,
      onPage,
    })
  })
})

describe('filters and pages', () => {
  const view = { filters: { search: 'ada', status: 'all' }, page: 3 }

  it('starts again at page 1 when a filter changes', () => {
    expect(withFilters(view, { status: 'unread' })).toEqual({
      filters: { search: 'ada', status: 'unread' },
      page: 1,
    })
    expect(withFilters(view, { search: 'ada ' })).toEqual({
      filters: { search: 'ada ', status: 'all' },
      page: 1,
    })
  })

  it('keeps the page when nothing changes', () => {
    expect(withFilters(view, { status: 'all' })).toBe(view)
    expect(withFilters(view, {})).toBe(view)
  })

  it('sends the filters, the page and its size', () => {
    expect(pageQuery(view, 20)).toEqual({ search: 'ada', status: 'all', page: 3, limit: 20 })
    expect(Object.keys(pageQuery(view, 20))).toEqual(['search', 'status', 'page', 'limit'])
  })
})

describe('a list in the address', () => {
  const keys = ['person', 'action'] as const

  it('reads missing filters as empty and a missing or unreadable page as the first', () => {
    expect(viewFromAddress(new URLSearchParams('action=update&page=2'), keys)).toEqual({
      filters: { person: '', action: 'update' },
      page: 2,
    })
    expect(viewFromAddress(new URLSearchParams('page=x'), keys).page).toBe(1)
    expect(viewFromAddress(new URLSearchParams('page=-4'), keys).page).toBe(1)
  })

  it('writes only the filters set, and the page after the first', () => {
    expect(addressOfView({ filters: { person: 'p1', action: '' }, page: 1 }, keys).toString()).toBe(
      'person=p1',
    )
    expect(addressOfView({ filters: { person: '', action: 'delete' }, page: 4 }, keys).toString()).toBe(
      'action=delete&page=4',
    )
  })

  it('reads back what it wrote', () => {
    const view = { filters: { person: 'p1', action: 'create' }, page: 2 }
    expect(viewFromAddress(addressOfView(view, keys), keys)).toEqual(view)
  })
})

describe('what a list shows', () => {
  const query = { isPending: false, isError: false, isFetching: false, refetch: () => {} }

  it('shows the rows of the page and its pager', () => {
    const source = pagedSource({ ...query, data: { rows: ['a'], pagination: info } }, 2, onPage)
    expect(source.rows).toEqual(['a'])
    expect(source.pager).toMatchObject({ page: 2, totalPages: 3, total: 41 })
    expect(pagedSource({ ...query, data: undefined }, 1, onPage).rows).toEqual([])
  })

  it('shows every row of an unpaged list, and no pager', () => {
    const source = unpagedSource({ ...query, data: ['a', 'b'] })
    expect(source.rows).toEqual(['a', 'b'])
    expect(source.pager).toBeUndefined()
    expect(unpagedSource({ ...query, data: undefined }).rows).toEqual([])
  })
})
