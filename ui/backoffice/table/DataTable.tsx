import { Group, Loader, Paper, Skeleton, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import type { Column as TanStackColumn } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import cardClasses from '../components/CardTable.module.css'
import { LoadError } from '../components/LoadError'
import { SortIcon } from '../components/icons'
import { type ListMove, SortableItem, SortableList } from '../components/SortableList'
import { useIsSmallScreen } from '../useIsSmallScreen'
import { ariaSort, nextSort } from './rules'
import type { Column, DataTableModel } from './useDataTable'

const BORDER_TOP = { borderTop: '1px solid var(--mantine-color-gray-2)' }

/** The query behind a list (TanStack Query's result): what the table needs to show its states. */
type ListQuery = {
  data: unknown
  isPending: boolean
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
}

export type DataTableProps<T> = {
  model: DataTableModel<T>
  query: ListQuery
  /** The table's accessible name. */
  label: string
  /** The table scrolls sideways below this width on larger screens; on phones rows become cards. */
  minWidth: number
  /** The table's CSS module (the card layout on phones): CardTable.module.css unless the screen has its own. */
  classes?: Record<string, string>
  /** The left of the bar above the table: a caption (a string is shown in bold) or a control. */
  title: ReactNode
  /** The count on the right of the bar, once the list has loaded (said by screen readers when it changes). */
  count: (rows: T[]) => string
  /** Buttons beside the count (the bulk actions). */
  toolbar?: ReactNode
  loadFailed: string
  /** The loading announcement, e.g. 'Loading partners...'. */
  loadingText: string
  /** Skeleton rows (3 by default) or a spinner above an empty panel. */
  loading?: { rows: number } | 'spinner'
  /** What an empty list shows: in a row of the table, or instead of the table. */
  empty: ReactNode
  emptyPlacement?: 'row' | 'panel'
  /**
   * Rows the person can reorder (docs/product.md#ordering-lists): the order column's OrderControls (orderColumn)
   * drag them or move them one place; `onChange` gets the rows in their new order and the move.
   */
  sortable?: { nameOf: (row: T) => string; onChange: (rows: T[], move: ListMove<T> | null) => void }
}

/**
 * The tables of docs/product.md (#services-table, #team-table, #partners-table, …): the card around a list with
 * its bar (caption, count, bulk actions), the table with explicit ARIA roles (the card layout on phones changes
 * their display), skeleton rows while loading, the empty state and the load error with 'Try Again'.
 */
export function DataTable<T>({
  model,
  query,
  label,
  minWidth,
  classes = cardClasses,
  title,
  count,
  toolbar,
  loadFailed,
  loadingText,
  loading = { rows: 3 },
  empty,
  emptyPlacement = 'row',
  sortable,
}: DataTableProps<T>) {
  const isSmallScreen = useIsSmallScreen()
  const { table, columns, rows } = model
  const countText = query.data ? (
    <Text size="sm" c="gray.7" aria-live="polite">
      {count(rows)}
    </Text>
  ) : null

  type Row = ReturnType<typeof table.getRowModel>['rows'][number]
  const rowProps = (row: Row) => ({
    role: 'row',
    className: classes.row,
    bg: row.getIsSelected() ? 'blue.0' : undefined,
  })
  const cells = (row: Row, index: number) =>
    columns.map((column) => (
      <Table.Td
        key={column.id}
        role="cell"
        className={column.className && classes[column.className]}
        data-label={column.label}
      >
        {column.render(row.original, index, row)}
      </Table.Td>
    ))

  let body: ReactNode
  if (loading === 'spinner' && query.isPending) {
    body = (
      <Group justify="center" gap="sm" py={56} role="status" style={BORDER_TOP}>
        <Loader size="sm" />
        <Text size="sm" c="gray.7">
          {loadingText}
        </Text>
      </Group>
    )
  } else if (query.isError && !query.data) {
    body = <LoadError message={loadFailed} onRetry={() => query.refetch()} isRetrying={query.isFetching} />
  } else if (emptyPlacement === 'panel' && rows.length === 0) {
    body = empty
  } else {
    body = (
      <Table.ScrollContainer minWidth={isSmallScreen ? 0 : minWidth} type="native">
        <Table
          role="table"
          className={classes.table}
          aria-label={label}
          verticalSpacing="sm"
          horizontalSpacing="md"
          highlightOnHover
          style={BORDER_TOP}
        >
          <Table.Thead bg="gray.0" role="rowgroup">
            <Table.Tr role="row" className={classes.headRow}>
              {table.getFlatHeaders().map((header) => (
                <HeaderCell key={header.id} column={header.column} model={model} classes={classes} />
              ))}
            </Table.Tr>
          </Table.Thead>
          {sortable && !query.isPending && rows.length > 0 ? (
            <SortableList
              component={Table.Tbody}
              role="rowgroup"
              items={table.getRowModel().rows}
              getKey={(row: Row) => row.id}
              nameOf={(row: Row) => sortable.nameOf(row.original)}
              onChange={(next: Row[], move: ListMove<Row> | null) =>
                sortable.onChange(
                  next.map((row) => row.original),
                  move && { ...move, item: move.item.original },
                )
              }
            >
              {table.getRowModel().rows.map((row, index) => (
                <SortableItem key={row.id} index={index} component={Table.Tr} {...rowProps(row)}>
                  {cells(row, index)}
                </SortableItem>
              ))}
            </SortableList>
          ) : (
            <Table.Tbody role="rowgroup">
              {query.isPending && loading !== 'spinner' ? (
                <LoadingRows columns={columns} classes={classes} count={loading.rows} text={loadingText} />
              ) : rows.length === 0 ? (
                <Table.Tr role="row" className={classes.empty}>
                  <Table.Td colSpan={columns.length} role="cell" className={classes.empty}>
                    {empty}
                  </Table.Td>
                </Table.Tr>
              ) : (
                table.getRowModel().rows.map((row, index) => (
                  <Table.Tr key={row.id} {...rowProps(row)}>
                    {cells(row, index)}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          )}
        </Table>
      </Table.ScrollContainer>
    )
  }

  return (
    <Paper withBorder radius="lg" shadow="xs" style={{ overflow: 'hidden' }}>
      <Group justify="space-between" px="md" py="sm" gap="sm" bg="white">
        {typeof title === 'string' ? (
          <Text fw={600} size="sm">
            {title}
          </Text>
        ) : (
          title
        )}
        {toolbar === undefined ? (
          countText
        ) : (
          <Group gap="sm">
            {countText}
            {toolbar}
          </Group>
        )}
      </Group>
      {body}
    </Paper>
  )
}

function HeaderCell<T>({
  column,
  model,
  classes,
}: {
  column: TanStackColumn<T>
  model: DataTableModel<T>
  classes: Record<string, string>
}) {
  const meta = column.columnDef.meta as Column<T>
  const content = typeof meta.header === 'function' ? meta.header(model) : meta.header
  const className = meta.headerClassName && classes[meta.headerClassName]
  if (!column.getCanSort()) {
    return (
      <Table.Th w={meta.width} ta={meta.align} role="columnheader" className={className}>
        {content}
      </Table.Th>
    )
  }
  const direction = column.getIsSorted() || null
  const words = meta.sortLabels ?? { asc: ', sorted A to Z', desc: ', sorted Z to A' }
  return (
    <Table.Th
      w={meta.width}
      ta={meta.align}
      aria-sort={ariaSort(direction)}
      role="columnheader"
      className={className}
    >
      <UnstyledButton
        onClick={() => column.toggleSorting(nextSort(direction) === 'desc')}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
      >
        {content}
        <SortIcon direction={direction} />
        <VisuallyHidden>{direction ? words[direction] : ''}</VisuallyHidden>
      </UnstyledButton>
    </Table.Th>
  )
}

/** Skeleton rows; the first names the wait for screen readers, the others are hidden from them. */
function LoadingRows<T>({
  columns,
  classes,
  count,
  text,
}: {
  columns: Column<T>[]
  classes: Record<string, string>
  count: number
  text: string
}) {
  const announcer = columns.findIndex((column) => column.id !== 'select')
  return (
    <>
      {Array.from({ length: count }, (_, row) => (
        <Table.Tr key={row} role="row" className={classes.row} aria-hidden={row > 0 ? true : undefined}>
          {columns.map((column, index) => (
            <Table.Td key={column.id} role="cell" className={column.className && classes[column.className]}>
              {column.skeleton ?? <Skeleton h={12} w="70%" />}
              {row === 0 && index === announcer ? (
                <VisuallyHidden role="status">{text}</VisuallyHidden>
              ) : null}
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  )
}
