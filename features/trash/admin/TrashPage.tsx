import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { RestoreIcon, SearchIcon, TrashIcon } from '../../../ui/backoffice/components/icons'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { RestoreAsDialog } from '../../../ui/backoffice/components/RestoreAsDialog'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { contentReads, useApi, useApiObject, useInvalidate } from '../../../ui/backoffice/queries'
import { EmptyState } from '../../../ui/backoffice/table/EmptyState'
import { type ListColumn, PagedList } from '../../../ui/backoffice/table/PagedList'
import { pagedSource } from '../../../ui/backoffice/table/paging'
import { RefreshButton } from '../../../ui/backoffice/table/RefreshButton'
import { PhoneShortLabel, RowActions } from '../../../ui/backoffice/table/RowActions'
import { TimeCell } from '../../../ui/backoffice/table/TimeCell'
import { usePageQuery } from '../../../ui/backoffice/table/usePageQuery'
import { timeAgo } from '../../../ui/lib/relative-time'
import type { TrashGroup, TrashType } from '../trash.schema'
import {
  formatDay,
  isTitleConflict,
  renamedTitle,
  restoredMessage,
  TRASH_KEY,
  TRASH_PAGE_SIZE,
  typeLabelOf,
  typeOptions,
} from './trash'

/**
 * docs/product.md#trash — what was deleted in the last 30 days, one row per deletion with what went with it:
 * restore it whole (under another name when its own is taken) or delete it for good.
 */
export function TrashPage() {
  const api = useApi()
  const invalidate = useInvalidate()
  const [search, setSearch] = useState('')
  const [type, setType] = useState('')
  const [page, setPage] = useState(1)
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300)
  const [restoring, setRestoring] = useState<string | null>(null)
  const [renaming, setRenaming] = useState<TrashGroup | null>(null)
  const [purging, setPurging] = useState<TrashGroup | null>(null)
  const [renameOpened, setRenameOpened] = useState(false)
  const [purgeOpened, setPurgeOpened] = useState(false)

  const query = usePageQuery<TrashGroup>({
    queryKey: [...TRASH_KEY, { search: debouncedSearch, type, page }],
    path: '/trash',
    query: { search: debouncedSearch || undefined, type: type || undefined, page, limit: TRASH_PAGE_SIZE },
  })
  // The types come from the server's registry; they do not change while the screen is open.
  const types = useApiObject<TrashType[]>([...TRASH_KEY, 'types'], '/trash/types').data ?? []
  const list = pagedSource(query, page, setPage)
  const filtered = Boolean(debouncedSearch || type)

  /** After a restore: the trash, and the restored type's lists and items, are read again. */
  async function restored(group: TrashGroup, title?: string) {
    notify.success(restoredMessage(group, title))
    await invalidate(TRASH_KEY, contentReads({ name: group.type }).queryKey)
  }

  async function restore(group: TrashGroup) {
    setRestoring(group._id)
    try {
      await api.post(`/trash/${group._id}/restore`, {})
      await restored(group)
    } catch (error) {
      if (isTitleConflict(error) && group.items.length === 1) {
        setRenaming(group)
        setRenameOpened(true)
      } else notify.error(errorMessage(error, 'Failed to restore. Please try again.'))
    } finally {
      setRestoring(null)
    }
  }

  /** The name the item to restore under another name had, taken meanwhile. */
  const takenTitle = renaming?.items[0]?.title ?? renaming?.label ?? ''

  async function restoreAs(group: TrashGroup, title: string) {
    await api.post(`/trash/${group._id}/restore`, { title })
    await restored(group, title)
  }

  async function purge(group: TrashGroup) {
    await api.delete(`/trash/${group._id}`)
    await invalidate(TRASH_KEY)
    notify.success(`“${group.label}” was deleted for good`)
  }

  const columns: ListColumn<TrashGroup>[] = [
    {
      header: 'What',
      maxWidth: 320,
      cell: (group) => (
        <Stack gap={4} align="flex-start">
          <Badge variant="light" color="gray" size="sm" style={{ overflow: 'visible' }}>
            {typeLabelOf(group, types)}
          </Badge>
          <Text size="sm" fw={600} lineClamp={2}>
            {group.label}
          </Text>
          {/* On phones the columns beside are folded in here. */}
          <Text size="xs" c="gray.7" hiddenFrom="md">
            {[group.withIt && `With ${group.withIt}`, `Deleted ${timeAgo(group.deletedAt)}`]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      ),
    },
    {
      header: 'What went with it',
      maxWidth: 260,
      visibleFrom: 'md',
      cell: (group) => (
        <Text size="sm" c={group.withIt ? undefined : 'gray.7'}>
          {group.withIt || 'Nothing else'}
        </Text>
      ),
    },
    {
      header: 'Deleted by',
      maxWidth: 180,
      visibleFrom: 'lg',
      cell: (group) => (
        <Text size="sm" truncate>
          {group.deletedBy.name || 'Unknown'}
        </Text>
      ),
    },
    {
      header: 'Deleted',
      nowrap: true,
      visibleFrom: 'md',
      cell: (group) => <TimeCell at={group.deletedAt} />,
    },
    {
      header: 'Purged on',
      nowrap: true,
      visibleFrom: 'sm',
      cell: (group) => <TimeCell at={group.purgeAt}>{formatDay(group.purgeAt)}</TimeCell>,
    },
    {
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (group) => (
        // On phones the buttons stand one above the other, leaving the title its width.
        <RowActions>
          <Button
            size="xs"
            variant="light"
            leftSection={<RestoreIcon size={14} />}
            aria-label={`Restore ${group.label}`}
            loading={restoring === group._id}
            disabled={restoring !== null}
            onClick={() => restore(group)}
          >
            Restore
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<TrashIcon size={14} />}
            aria-label={`Delete forever ${group.label}`}
            onClick={() => {
              setPurging(group)
              setPurgeOpened(true)
            }}
          >
            <PhoneShortLabel label="Delete forever" short="Delete" />
          </Button>
        </RowActions>
      ),
    },
  ]

  return (
    <>
      <PageHeader
        title="Trash"
        description="What was deleted in the last 30 days, with what went with it. Restore it whole, or delete it for good."
      >
        <RefreshButton onClick={() => invalidate(TRASH_KEY)} isFetching={query.isFetching} />
      </PageHeader>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
          <TextInput
            label="Search the trash"
            placeholder="Title or name"
            leftSection={<SearchIcon size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value)
              setPage(1)
            }}
            style={{ flex: '2 1 240px' }}
          />
          <NativeSelect
            label="Type"
            value={type}
            data={typeOptions(types)}
            onChange={(event) => {
              setType(event.currentTarget.value)
              setPage(1)
            }}
            style={{ flex: '1 1 160px' }}
          />
        </Group>

        <PagedList
          list={list}
          columns={columns}
          label="Trash"
          minWidth={0}
          loadingLabel="Loading the trash"
          loadFailed="Failed to load the trash"
          empty={
            filtered ? (
              'Nothing in the trash matches'
            ) : (
              <EmptyState
                icon={<TrashIcon size={24} />}
                title="The trash is empty"
                text="Deleted items stay here for 30 days, with what went with them (a category’s events and products), so that you can restore them. After that they are deleted for good."
              />
            )
          }
          noun="deletion"
        />
      </Paper>

      <RestoreAsDialog
        opened={renameOpened}
        onClose={() => setRenameOpened(false)}
        title={`A ${renaming ? typeLabelOf(renaming, types).toLowerCase() : ''} named “${takenTitle}” already exists`}
        message={`Restore it under another name.${renaming?.withIt ? ` Its ${renaming.withIt} come back with it.` : ''}`}
        label="Name"
        initialName={renaming ? renamedTitle(takenTitle) : ''}
        onRestore={async (title) => {
          if (renaming) await restoreAs(renaming, title)
        }}
        nameErrorOf={(failure) =>
          isTitleConflict(failure) ? 'This name is taken too. Choose another.' : null
        }
      />

      <ConfirmModal
        opened={purgeOpened}
        onClose={() => setPurgeOpened(false)}
        title="Delete forever"
        message={
          <Text size="sm">
            Delete <strong>{purging?.label}</strong>
            {purging?.withIt ? ` and its ${purging.withIt}` : ''} for good? Images nothing else uses are
            removed too. This cannot be undone.
          </Text>
        }
        confirmLabel="Delete forever"
        onConfirm={() => (purging ? purge(purging) : undefined)}
      />
    </>
  )
}
