import { Button, Stack, Text } from '@mantine/core'
import type { QueryKey } from '@tanstack/react-query'
import type { ComponentProps, ReactNode } from 'react'
import { ConfirmModal } from './components/ConfirmModal'
import { PlusIcon } from './components/icons'
import { PageHeader } from './components/PageHeader'
import { notify } from './notify'
import { queryKeys, useApi, useApiList, useInvalidate } from './queries'
import { deleteAction, editAction } from './table/columns'
import { DataTable, type DataTableProps } from './table/DataTable'
import { EmptyState } from './table/EmptyState'
import { TrashNote } from './trash-note'
import { useEntityDialogs } from './useEntityDialogs'

/**
 * What a list screen of the back-office works with: the list (GET `path`), its dialogs ('form' to add or edit,
 * 'delete' to confirm, and the screen's own), and `remove`: DELETE `{path}/{id}`, the list (and `also`) loaded
 * again, the `deleted` toast.
 */
export function useEntityList<T extends { _id: string }, Kind extends string = never>(options: {
  queryKey: QueryKey
  path: string
  deleted: string | ((item: T) => string)
  also?: QueryKey[]
}) {
  const api = useApi()
  const invalidate = useInvalidate()
  const list = useApiList<T>(options.queryKey, options.path)
  const dialogs = useEntityDialogs<Kind | 'form' | 'delete', T>(list.data)
  async function remove(item: T) {
    await api.delete(`${options.path}/${item._id}`)
    await invalidate(options.queryKey, ...(options.also ?? []), queryKeys.trash)
    notify.success(typeof options.deleted === 'string' ? options.deleted : options.deleted(item))
  }
  /** A row's Edit and Delete actions, named after it: they open the form and the delete confirmation. */
  function rowActions(item: T, name: string, onDelete = () => dialogs.open('delete', item)) {
    return [editAction(name, () => dialogs.open('form', item)), deleteAction(name, onDelete)]
  }
  return { api, invalidate, list, dialogs, remove, rowActions }
}

type EntityList<T extends { _id: string }> = Pick<
  ReturnType<typeof useEntityList<T>>,
  'list' | 'dialogs' | 'remove'
>

/**
 * The words of a delete confirmation: 'Delete {name}? {what happens}' (docs/product.md#confirm-dialog), then that it
 * goes to the Trash for 30 days (so never that it cannot be undone), with what goes with it when `contentsOf` names it (docs/product.md#trash).
 */
export function DeleteMessage({
  name,
  children,
  contentsOf,
}: {
  name: ReactNode
  children: ReactNode
  /** The type and id of the item, to say what goes with it (a category's events and products). */
  contentsOf?: { type: string; ids: string[] }
}) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        Delete <strong>{name}</strong>? {children}
      </Text>
      <TrashNote of={contentsOf} />
    </Stack>
  )
}

/**
 * A list screen (docs/product.md#services, #team, #partners, …): its header with the add button, the table of
 * the list with its empty state (whose button adds the first item too), the screen's windows (`children`) and the
 * delete confirmation, which removes the item unless the screen deletes its own way.
 */
export function EntityPage<T extends { _id: string }>({
  page,
  title,
  description,
  addLabel,
  actions,
  table,
  empty,
  confirmDelete,
  children,
}: {
  page: EntityList<T>
  title: string
  description: ReactNode
  addLabel: string
  /** Header buttons before the add button. */
  actions?: ReactNode
  table: Omit<DataTableProps<T>, 'query' | 'empty'>
  empty: Omit<ComponentProps<typeof EmptyState>, 'onAction'> & { onAction?: () => void }
  confirmDelete: Omit<ComponentProps<typeof ConfirmModal>, 'opened' | 'onClose' | 'onConfirm'> & {
    onConfirm?: (item: T) => Promise<unknown>
  }
  children: ReactNode
}) {
  const { list, dialogs, remove } = page
  const add = () => dialogs.open('form')
  const { onConfirm = remove, ...confirm } = confirmDelete
  const { onAction = add, ...emptyState } = empty
  return (
    <>
      <PageHeader title={title} description={description}>
        {actions}
        <Button leftSection={<PlusIcon />} onClick={add}>
          {addLabel}
        </Button>
      </PageHeader>

      <DataTable {...table} query={list} empty={<EmptyState {...emptyState} onAction={onAction} />} />

      {children}
      <ConfirmModal {...dialogs.props('delete')} {...confirm} onConfirm={() => onConfirm(dialogs.current!)} />
    </>
  )
}
