/** The pure rules of back-office tables: sorting a column, selecting rows (docs/product.md#services-table). */

export type SortDirection = 'asc' | 'desc'
export type Selection = Record<string, boolean>

/** Clicking a sortable header: unsorted and descending go to ascending, ascending goes to descending. */
export function nextSort(current: SortDirection | null): SortDirection {
  return current === 'asc' ? 'desc' : 'asc'
}

/** The value of aria-sort for a sortable column header. */
export function ariaSort(sort: SortDirection | null): 'ascending' | 'descending' | 'none' {
  return sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : 'none'
}

/** Selected ids that are still shown (a filter change or a refetch never leaves hidden rows selected). */
export function selectedShown(selection: Selection, shownIds: readonly string[]): string[] {
  return shownIds.filter((id) => selection[id])
}

/** The select-all checkbox: checked when every shown row is selected, indeterminate when only some are. */
export function selectAllState(selection: Selection, shownIds: readonly string[]): 'all' | 'some' | 'none' {
  const count = selectedShown(selection, shownIds).length
  if (count === 0) return 'none'
  return count === shownIds.length ? 'all' : 'some'
}

/** Select-all toggles between every shown row and none. */
export function toggleAll(selection: Selection, shownIds: readonly string[]): Selection {
  return selectAllState(selection, shownIds) === 'all' ? {} : only(shownIds)
}

/** A selection of exactly these ids. */
export function only(ids: Iterable<string>): Selection {
  return Object.fromEntries([...ids].map((id) => [id, true]))
}

/** '1 service', '3 services': a count and its noun. */
export function countOf(count: number, one: string, many: string): string {
  return count === 1 ? `1 ${one}` : `${count} ${many}`
}
