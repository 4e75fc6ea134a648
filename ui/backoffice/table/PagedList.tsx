import { type MantineBreakpoint, Table, VisuallyHidden } from '@mantine/core'
import { type CSSProperties, Fragment, type ReactNode } from 'react'
import { ListFilters } from './ListFilters'
import { ListFooter } from './ListFooter'
import { ListStates } from './ListStates'
import type { ListSource } from './paging'

/** A column of a {@link PagedList}: its header, what each row shows in it, and how it sits. */
export type ListColumn<Row> = {
  /** The header's text (also the column's key). */
  header: string
  /** The header is said to screen readers only (a column of buttons). */
  hideHeader?: boolean
  cell: (row: Row) => ReactNode
  /** The column's width (px). */
  width?: number
  /** The widest its cells grow (px); long text in them is usually truncated. */
  maxWidth?: number
  /** The cells' text stays on one line. */
  nowrap?: boolean
  /** Long words (addresses) break anywhere rather than widen the column. */
  breakAnywhere?: boolean
  /** The column shows from this breakpoint up, or below it only. */
  visibleFrom?: MantineBreakpoint
  hiddenFrom?: MantineBreakpoint
  align?: 'right'
  /** A click in the cell (on its buttons) does not count as a click on the row. */
  ownClicks?: boolean
}

/** The content an open row shows under itself (the audit log's changes), beside its first column. */
export type RowExpansion<Row> = {
  isOpen: (row: Row) => boolean
  /** The id of the row that shows the content (what the toggle's aria-controls names). */
  id: (row: Row) => string
  content: (row: Row) => ReactNode
}

/** How rows are told apart: by `_id` unless the rows have none (then `rowKey` says how). */
type RowKey<Row> = Row extends { _id: string }
  ? { rowKey?: (row: Row) => string }
  : { rowKey: (row: Row) => string }

const byId = (row: unknown) => (row as { _id: string })._id

/** A searched list's box and status filter (ListFilters), above the table; their values come with the list. */
export type ListSearch<Status extends string> = {
  /** The search box's label, e.g. 'Search messages'. */
  label: string
  placeholder: string
  /** The status filter's choices; none for a list searched only. */
  statuses: { value: Status; label: string }[]
  /** Below this width the status filter is a select instead of a segmented control. */
  switchAt: 'sm' | 'md'
  maxWidth?: number
  /** The filter's name when it is not 'Status'. */
  statusLabel?: string
}

/** What usePagedList gives a searched list: the search's and the status filter's values and changes. */
type Filters<Status extends string> = {
  search: string
  onSearch: (value: string) => void
  status: Status
  onStatus: (value: Status) => void
}

/**
 * A server-side list of the back-office (messages, outbox, subscribers, audit log, staff, …): its loading, error
 * and empty states, the table of `columns` with a row for each of `list.rows`, and for a paged list the page
 * buttons and count. A row click is for the mouse only: a row that opens keeps a real button for the keyboard.
 */
export function PagedList<Row, Status extends string = string>({
  list,
  search,
  intro,
  columns,
  label,
  rowKey = byId,
  onRowClick,
  rowProps,
  expansion,
  highlightOnHover,
  minWidth,
  loadingLabel,
  loadFailed,
  empty,
  noun,
}: {
  list: ListSource<Row> & { filters?: Filters<Status> }
  /** A searched list (usePagedList): its search box and status filter, above the table. */
  search?: ListSearch<Status>
  /** Words between the filters and the table. */
  intro?: ReactNode
  columns: ListColumn<Row>[]
  /** The table's accessible name. */
  label: string
  onRowClick?: (row: Row) => void
  /** A row's own look (bold while unread, faded while deactivated). */
  rowProps?: (row: Row) => { fw?: number; style?: CSSProperties }
  expansion?: RowExpansion<Row>
  highlightOnHover?: boolean
  /** The table scrolls sideways below this width. */
  minWidth?: number
  loadingLabel: string
  loadFailed: string
  /** What an empty list shows: words (centred, grey) or a whole block. */
  empty: ReactNode
  /** What the footer counts, singular ('message'). */
  noun?: string
} & RowKey<Row>) {
  const { query, rows, pager } = list
  const table = (
    <Table highlightOnHover={highlightOnHover} verticalSpacing="sm" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header} {...placement(column)}>
              {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const isOpen = expansion?.isOpen(row) ?? false
          const own = rowProps?.(row)
          return (
            <Fragment key={rowKey(row)}>
              <Table.Tr
                fw={own?.fw}
                bg={isOpen ? 'gray.0' : undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                style={onRowClick ? { cursor: 'pointer', ...own?.style } : own?.style}
              >
                {columns.map((column) => (
                  <Cell key={column.header} column={column} row={row} />
                ))}
              </Table.Tr>
              {expansion && isOpen ? (
                <Table.Tr id={expansion.id(row)} bg="gray.0">
                  <Table.Td />
                  <Table.Td colSpan={columns.length - 1}>{expansion.content(row)}</Table.Td>
                </Table.Tr>
              ) : null}
            </Fragment>
          )
        })}
      </Table.Tbody>
    </Table>
  )

  return (
    <>
      {search && list.filters ? (
        <ListFilters
          searchLabel={search.label}
          placeholder={search.placeholder}
          searchMaxWidth={search.maxWidth}
          statuses={search.statuses}
          switchAt={search.switchAt}
          statusLabel={search.statusLabel}
          {...list.filters}
        />
      ) : null}
      {intro}
      <ListStates
        query={query}
        loadingLabel={loadingLabel}
        loadFailed={loadFailed}
        isEmpty={rows.length === 0}
        empty={empty}
      >
        {minWidth === undefined ? (
          table
        ) : (
          <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>
        )}
      </ListStates>
      {pager && noun && rows.length > 0 ? <ListFooter {...pager} noun={noun} /> : null}
    </>
  )
}

/** Where a column's header and cells sit: width, alignment, the screens it shows on. */
function placement<Row>(column: ListColumn<Row>) {
  return { w: column.width, ta: column.align, visibleFrom: column.visibleFrom, hiddenFrom: column.hiddenFrom }
}

function Cell<Row>({ column, row }: { column: ListColumn<Row>; row: Row }) {
  return (
    <Table.Td
      {...placement(column)}
      maw={column.maxWidth}
      style={
        column.nowrap || column.breakAnywhere
          ? {
              whiteSpace: column.nowrap ? 'nowrap' : undefined,
              overflowWrap: column.breakAnywhere ? 'anywhere' : undefined,
            }
          : undefined
      }
      onClick={column.ownClicks ? (event) => event.stopPropagation() : undefined}
    >
      {column.cell(row)}
    </Table.Td>
  )
}
