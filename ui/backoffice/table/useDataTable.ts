import {
  type ColumnDef,
  type ColumnFiltersState,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  type Row,
  type RowSelectionState,
  type SortingState,
  type Table,
  useReactTable,
} from '@tanstack/react-table'
import { type ReactNode, useState } from 'react'
import { only, selectAllState, toggleAll } from './rules'

/**
 * One column of a back-office table: its header, its cell, the class of its cell in the table's CSS module (the
 * card layout on phones), its skeleton while loading, and optionally what it sorts or filters by.
 */
export type Column<T> = {
  id: string
  /** The header's content; a function for one that depends on the table (a select-all checkbox). */
  header: ReactNode | ((model: DataTableModel<T>) => ReactNode)
  /** Width of the header cell, in pixels. */
  width?: number
  align?: 'right'
  /** Key of the cell's class in the table's CSS module (CardTable.module.css by default). */
  className?: string
  /** Key of the header cell's class in the table's CSS module. */
  headerClassName?: string
  /** The label shown before the value on phones (data-label). */
  label?: string
  /** The cell; index is the row's place among the rows shown, tableRow the TanStack row (selection). */
  render: (row: T, index: number, tableRow: Row<T>) => ReactNode
  /** What the cell shows while the list loads. */
  skeleton?: ReactNode
  /** The value sorted or filtered on. */
  accessor?: (row: T) => unknown
  /** Makes the header a sort button; compares two rows in ascending order. */
  compare?: (a: T, b: T) => number
  /** Screen-reader words after the header for each direction. */
  sortLabels?: { asc: string; desc: string }
}

const EMPTY: never[] = []

/**
 * TanStack Table set up the way every back-office list is: rows keyed by id, optional title sort, column filters
 * (a status switch, a search) and row selection. Returns the table with the rows shown and the selected ones.
 */
export function useDataTable<T>({
  data,
  columns,
  getRowId,
  filters = EMPTY,
  sorting: controlledSorting,
  onSortingChange,
}: {
  data: readonly T[] | undefined
  columns: Column<T>[]
  getRowId: (row: T, index: number) => string
  /** Column filters, as { id: column id, value }: a row is kept when the column's value equals it. */
  filters?: ColumnFiltersState
  /** The sort, when the screen keeps it (its comparison depends on the direction); else the table keeps it. */
  sorting?: SortingState
  onSortingChange?: (sorting: SortingState) => void
}) {
  const [ownSorting, setOwnSorting] = useState<SortingState>([])
  const sorting = controlledSorting ?? ownSorting
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({})
  const table: Table<T> = useReactTable<T>({
    data: (data ?? EMPTY) as T[],
    columns: columns.map(toColumnDef),
    getRowId,
    state: { sorting, rowSelection, columnFilters: filters },
    onSortingChange: (update) => {
      const next = typeof update === 'function' ? update(sorting) : update
      if (onSortingChange) onSortingChange(next)
      else setOwnSorting(next)
    },
    onRowSelectionChange: setRowSelection,
    // No pagination here: without this, every new filter or sort would reset a page index and render again.
    autoResetAll: false,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  })
  const shown = table.getRowModel().rows
  const shownIds = shown.map((row) => row.id)
  return {
    table,
    columns,
    /** The rows shown, filtered and sorted. */
    rows: shown.map((row) => row.original),
    /** The selected rows that are shown (a filter never leaves hidden rows selected). */
    selected: shown.filter((row) => rowSelection[row.id]).map((row) => row.original),
    selectAllState: selectAllState(rowSelection, shownIds),
    toggleAll: () => setRowSelection((current) => toggleAll(current, shownIds)),
    /** Keeps exactly these ids selected. */
    select: (ids: Iterable<string>) => setRowSelection(only(ids)),
    /** Drops one id from the selection. */
    unselect: (id: string) => setRowSelection(({ [id]: _dropped, ...rest }) => rest),
  }
}

export type DataTableModel<T> = ReturnType<typeof useDataTable<T>>

function toColumnDef<T>(column: Column<T>): ColumnDef<T> {
  const { compare, accessor } = column
  return {
    id: column.id,
    ...(accessor ? { accessorFn: accessor, filterFn: 'equals' as const } : {}),
    enableSorting: !!compare,
    ...(compare ? { sortingFn: (a, b) => compare(a.original, b.original) } : {}),
    enableColumnFilter: !!accessor,
    meta: column,
  }
}
