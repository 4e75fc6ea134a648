/** The Services table's pure rules: status filter, title sort, row selection (docs/product.md#services-table). */

export type SortDirection = 'asc' | 'desc'
export type StatusFilter = 'all' | 'active' | 'inactive'

type Row = { _id: string; title: string; status: 'active' | 'inactive' }

/** Short descriptions are cut to 30 characters on small screens (docs/product.md#services-table). */
export const SMALL_SCREEN_DESCRIPTION_MAX = 30

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** The rows a status filter keeps, sorted by title when a direction is chosen (else in the server's order). */
export function visibleRows<T extends Row>(rows: T[], filter: StatusFilter, sort: SortDirection | null): T[] {
  const kept = filter === 'all' ? [...rows] : rows.filter((row) => row.status === filter)
  if (!sort) return kept
  const factor = sort === 'asc' ? 1 : -1
  return kept.sort((a, b) => factor * collator.compare(a.title, b.title) || a._id.localeCompare(b._id))
}

/** Clicking the Service header: unsorted and descending go to ascending, ascending goes to descending. */
export function nextSort(current: SortDirection | null): SortDirection {
  return current === 'asc' ? 'desc' : 'asc'
}

/** The value of aria-sort for the Service column header. */
export function ariaSort(sort: SortDirection | null): 'ascending' | 'descending' | 'none' {
  return sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : 'none'
}

/** Selected ids that are still shown (a filter change or a refetch never leaves hidden rows selected). */
export function selectedVisible(selected: ReadonlySet<string>, rows: Row[]): string[] {
  return rows.filter((row) => selected.has(row._id)).map((row) => row._id)
}

/** The select-all checkbox: checked when every shown row is selected, indeterminate when only some are. */
export function selectAllState(selected: ReadonlySet<string>, rows: Row[]): 'all' | 'some' | 'none' {
  const count = selectedVisible(selected, rows).length
  if (count === 0) return 'none'
  return count === rows.length ? 'all' : 'some'
}

/** Select-all toggles between every shown row and none. */
export function toggleAll(selected: ReadonlySet<string>, rows: Row[]): Set<string> {
  return selectAllState(selected, rows) === 'all' ? new Set() : new Set(rows.map((row) => row._id))
}

export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}
