import { Checkbox, Group, Skeleton, Switch, Tooltip } from '@mantine/core'
import type { QueryKey } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { EditIcon, TrashIcon } from '../components/icons'
import { RowAction } from '../components/RowAction'
import { OrderControls } from '../components/SortableList'
import { StatusBadge } from '../components/StatusBadge'
import { notify } from '../notify'
import { useApi, useInvalidate } from '../queries'
import type { Column } from './useDataTable'

/** The checkbox column of a table whose rows can be selected (its header selects every shown row). */
export function selectColumn<T>(labels: { all: string; row: (row: T) => string }): Column<T> {
  return {
    id: 'select',
    width: 44,
    className: 'select',
    header: (model) => (
      <Checkbox
        aria-label={labels.all}
        checked={model.selectAllState === 'all'}
        indeterminate={model.selectAllState === 'some'}
        disabled={model.rows.length === 0}
        onChange={model.toggleAll}
      />
    ),
    skeleton: <Skeleton h={18} w={18} radius="sm" />,
    render: (row, _index, tableRow) => (
      <Checkbox
        aria-label={labels.row(row)}
        checked={tableRow.getIsSelected()}
        onChange={() => tableRow.toggleSelected()}
      />
    ),
  }
}

/** The switch that activates or deactivates one row, and its word (docs/product.md#service-status and others). */
export function StatusSwitch({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string
  checked: boolean
  disabled: boolean
  onChange: () => void
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Switch aria-label={label} checked={checked} disabled={disabled} onChange={onChange} color="green.8" />
      <StatusBadge isActive={checked} />
    </Group>
  )
}

/**
 * Activating or deactivating one row: the switch flips at once and stays disabled while `PUT {path}/{id}` runs,
 * then the list is loaded again and a toast says what happened. Rows keep their status in isActive unless told.
 */
export function useStatusToggle<T extends { _id: string }>({
  path,
  queryKey,
  messages,
  isActive = (row) => !!(row as { isActive?: boolean } | undefined)?.isActive,
  body = (next) => ({ isActive: next }),
}: {
  path: string
  queryKey: QueryKey
  messages: { activated: string; deactivated: string; failed: string }
  isActive?: (row: T) => boolean
  /** The body of the PUT for the new status. */
  body?: (isActive: boolean) => unknown
}) {
  const api = useApi()
  const invalidate = useInvalidate()
  const [pending, setPending] = useState<Record<string, boolean>>({})

  async function toggle(row: T) {
    const id = row._id
    const next = !isActive(row)
    setPending((current) => ({ ...current, [id]: next }))
    try {
      await api.put(`${path}/${id}`, body(next))
      await invalidate(queryKey)
      notify.success(next ? messages.activated : messages.deactivated)
    } catch {
      notify.error(messages.failed)
    } finally {
      setPending(({ [id]: _done, ...rest }) => rest)
    }
  }

  return {
    /** The status shown: the one asked for while its request runs. */
    isActive: (row: T) => pending[row?._id] ?? isActive(row),
    /** Disabled while its request runs (and for a row without an id). */
    isPending: (row: T) => !row?._id || row._id in pending,
    toggle,
  }
}

/** The Status column: a switch named 'Status of …' and its word. */
export function statusColumn<T extends { _id: string }>(
  status: ReturnType<typeof useStatusToggle<T>>,
  name: (row: T) => string,
  options: { headerClassName?: string; accessor?: (row: T) => unknown } = {},
): Column<T> {
  return {
    id: 'status',
    header: 'Status',
    width: 150,
    className: 'status',
    ...options,
    skeleton: <Skeleton h={20} w={80} radius="xl" />,
    render: (row) => (
      <StatusSwitch
        label={`Status of ${name(row)}`}
        checked={status.isActive(row)}
        disabled={status.isPending(row)}
        onChange={() => status.toggle(row)}
      />
    ),
  }
}

export type RowActionSpec = {
  label: string
  color: string
  icon: ReactNode
  onClick: () => void
  /** A tooltip over the button (for actions whose icon says less than its name). */
  tooltip?: string
}

/** The Actions column: a row of icon buttons, right-aligned. */
export function actionsColumn<T>(
  actions: (row: T) => RowActionSpec[],
  options: { width?: number; skeletonWidth?: number; headerClassName?: string } = {},
): Column<T> {
  const { width = 110, skeletonWidth = 70, headerClassName } = options
  return {
    id: 'actions',
    header: 'Actions',
    width,
    align: 'right',
    className: 'actions',
    headerClassName,
    skeleton: <Skeleton h={28} w={skeletonWidth} ml="auto" />,
    render: (row) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {actions(row).map(({ label, color, icon, onClick, tooltip }) => {
          const button = (
            <RowAction key={label} color={color} label={label} onClick={onClick}>
              {icon}
            </RowAction>
          )
          return tooltip ? (
            <Tooltip key={label} label={tooltip} withinPortal>
              {button}
            </Tooltip>
          ) : (
            button
          )
        })}
      </Group>
    ),
  }
}

/** The blue Edit action ('Edit …'). */
export const editAction = (name: string, onClick: () => void): RowActionSpec => ({
  color: 'blue',
  label: `Edit ${name}`,
  icon: <EditIcon />,
  onClick,
})

/** The red Delete action ('Delete …'). */
export const deleteAction = (name: string, onClick: () => void): RowActionSpec => ({
  color: 'red',
  label: `Delete ${name}`,
  icon: <TrashIcon />,
  onClick,
})

/**
 * The Order column of a table whose rows the person reorders (DataTable's `sortable`): each row's drag handle and
 * Move up / Move down buttons.
 */
export function orderColumn<T>(): Column<T> {
  return {
    id: 'order',
    header: 'Order',
    width: 136,
    className: 'order',
    label: 'Order',
    skeleton: <Skeleton h={28} w={96} />,
    render: () => <OrderControls />,
  }
}
