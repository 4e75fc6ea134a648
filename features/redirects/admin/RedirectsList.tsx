import { Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core'
import { useState } from 'react'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { EditIcon, ExternalIcon, RedirectIcon, TrashIcon } from '../../../ui/backoffice/components/icons'
import { notify } from '../../../ui/backoffice/notify'
import { useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { EmptyState } from '../../../ui/backoffice/table/EmptyState'
import { ListBadge } from '../../../ui/backoffice/table/ListBadge'
import { type ListColumn, PagedList } from '../../../ui/backoffice/table/PagedList'
import { RowIconButton } from '../../../ui/backoffice/table/RowIconButton'
import { usePagedList } from '../../../ui/backoffice/table/usePagedList'
import { TimeCell } from '../../../ui/backoffice/table/TimeCell'
import type { ListedRedirect, Redirect, RedirectKind } from '../redirects.schema'
import { countOf, formatCount, hostOf, PAGE_SIZE, REDIRECTS, STATUS_BADGE } from './redirects-admin'

/** Long paths break anywhere (they have no spaces) rather than widen the table; two lines at most. */
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const

/** A redirect's target, marked when it leaves the site. */
function Target({ to, size = 'sm' }: { to: string; size?: 'sm' | 'xs' }) {
  const host = hostOf(to)
  return (
    <Group gap={6} wrap="nowrap" align="center" miw={0}>
      <Text
        size={size}
        lineClamp={2}
        title={to}
        c={size === 'xs' ? 'gray.7' : undefined}
        miw={0}
        style={BREAK_ANYWHERE}
      >
        {to}
      </Text>
      {host ? (
        <Tooltip label={`Leaves this site for ${host}`}>
          <Text span c="gray.7" lh={0} style={{ flex: 'none' }}>
            <ExternalIcon size={14} />
            <VisuallyHidden>(external)</VisuallyHidden>
          </Text>
        </Tooltip>
      ) : null}
    </Group>
  )
}

/** When a redirect was last followed: how long ago, the exact time on hover; 'Never' before its first visit. */
function LastHit({ at, size = 'sm' }: { at: string | null; size?: 'sm' | 'xs' }) {
  if (!at)
    return (
      <Text span size={size} c="gray.7">
        Never
      </Text>
    )
  return <TimeCell span at={at} size={size} c={size === 'xs' ? 'gray.7' : undefined} />
}

/** What an automatic redirect's own cells say instead of hits: the site keeps it, they are not counted. */
function NotCounted({ size = 'sm' }: { size?: 'sm' | 'xs' }) {
  return (
    <Text span size={size} c="gray.7" title="Automatic redirects are not counted">
      <span aria-hidden>—</span>
      <VisuallyHidden>Not counted</VisuallyHidden>
    </Text>
  )
}

/** The filter of the list: both kinds, those kept by hand, those slug changes made. */
const KINDS: { value: RedirectKind; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'manual', label: 'Manual' },
  { value: 'automatic', label: 'Automatic' },
]

const AUTOMATIC_BADGE = { label: 'Automatic', color: 'teal' }

/**
 * The Redirects tab (docs/product.md#redirects-screen): search, a filter by kind, the table, pages. A redirect kept
 * by hand has Edit and Delete; an automatic one (an item's old address after its slug changed) is marked so, leads
 * to the item's current address and names the item, and is the site's to keep: no actions.
 */
export function RedirectsList({
  onAdd,
  onEdit,
}: {
  onAdd: () => void
  onEdit: (redirect: Redirect) => void
}) {
  const api = useApi()
  const invalidate = useInvalidate()
  const [toDelete, setToDelete] = useState<Redirect | null>(null)
  const list = usePagedList<ListedRedirect, RedirectKind>({
    queryKey: [...REDIRECTS.queryKey, 'list'],
    path: REDIRECTS.path,
    pageSize: PAGE_SIZE,
    initialStatus: 'all',
    statusParam: 'kind',
  })

  async function remove(redirect: Redirect) {
    await api.delete(`${REDIRECTS.path}/${redirect.id}`)
    notify.success('Redirect deleted')
    await invalidate(REDIRECTS.queryKey)
  }

  const columns: ListColumn<ListedRedirect>[] = [
    {
      header: 'From',
      maxWidth: 300,
      cell: (redirect) => (
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={600} lineClamp={2} title={redirect.from} style={BREAK_ANYWHERE}>
            {redirect.from}
          </Text>
          {redirect.kind === 'automatic' ? (
            <Text size="xs" c="gray.7">
              {redirect.typeLabel} “{redirect.title}” moved <LastHit at={redirect.since} size="xs" />
            </Text>
          ) : null}
          {/* On phones the columns beside fold in here: where it goes, its type, its visits. */}
          <Stack gap={4} hiddenFrom="sm" miw={0}>
            <Group gap={4} wrap="nowrap" miw={0}>
              <Text span size="xs" c="gray.7" aria-hidden style={{ flex: 'none' }}>
                →
              </Text>
              <VisuallyHidden>to</VisuallyHidden>
              <Target to={redirect.to} size="xs" />
            </Group>
            <Group gap="xs" wrap="wrap">
              {redirect.kind === 'automatic' ? <ListBadge badge={AUTOMATIC_BADGE} /> : null}
              <ListBadge badge={STATUS_BADGE[redirect.status]} />
              <Text span size="xs" c="gray.7">
                {redirect.kind === 'automatic' ? null : redirect.lastHitAt ? (
                  <>
                    {countOf(redirect.hits, 'hit')}, last <LastHit at={redirect.lastHitAt} size="xs" />
                  </>
                ) : (
                  'Never used'
                )}
              </Text>
            </Group>
          </Stack>
        </Stack>
      ),
    },
    {
      header: 'To',
      maxWidth: 280,
      visibleFrom: 'sm',
      cell: (redirect) => <Target to={redirect.to} />,
    },
    {
      header: 'Type',
      visibleFrom: 'sm',
      nowrap: true,
      cell: (redirect) => (
        <Group gap={4} wrap="nowrap">
          {redirect.kind === 'automatic' ? <ListBadge badge={AUTOMATIC_BADGE} /> : null}
          <ListBadge badge={STATUS_BADGE[redirect.status]} />
        </Group>
      ),
    },
    {
      header: 'Hits',
      align: 'right',
      visibleFrom: 'md',
      nowrap: true,
      cell: (redirect) =>
        redirect.kind === 'automatic' ? <NotCounted /> : <Text size="sm">{formatCount(redirect.hits)}</Text>,
    },
    {
      header: 'Last hit',
      width: 112,
      visibleFrom: 'md',
      nowrap: true,
      cell: (redirect) =>
        redirect.kind === 'automatic' ? <NotCounted /> : <LastHit at={redirect.lastHitAt} />,
    },
    {
      header: 'Note',
      width: 200,
      maxWidth: 240,
      visibleFrom: 'lg',
      cell: (redirect) =>
        redirect.kind === 'automatic' ? (
          <Text size="sm" c="gray.7" lineClamp={2}>
            Kept by the site: the old address of the {redirect.typeLabel.toLowerCase()}
          </Text>
        ) : redirect.note ? (
          <Text size="sm" c="gray.7" lineClamp={2} title={redirect.note}>
            {redirect.note}
          </Text>
        ) : null,
    },
    {
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      ownClicks: true,
      cell: (redirect) =>
        redirect.kind === 'automatic' ? null : (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <RowIconButton
              tip="Edit"
              label={`Edit redirect ${redirect.from}`}
              color="blue.8"
              onClick={() => onEdit(redirect)}
            >
              <EditIcon size={18} />
            </RowIconButton>
            <RowIconButton
              tip="Delete"
              label={`Delete redirect ${redirect.from}`}
              color="red.8"
              onClick={() => setToDelete(redirect)}
            >
              <TrashIcon size={18} />
            </RowIconButton>
          </Group>
        ),
    },
  ]

  const isSearched = Boolean(list.debouncedSearch)
  return (
    <>
      <PagedList
        list={list}
        search={{
          label: 'Search redirects',
          placeholder: 'From, to, note or item',
          statuses: KINDS,
          statusLabel: 'Show',
          switchAt: 'sm',
          maxWidth: 420,
        }}
        columns={columns}
        label="Redirects"
        rowKey={(redirect: ListedRedirect) => redirect.id}
        onRowClick={(redirect) => (redirect.kind === 'manual' ? onEdit(redirect) : undefined)}
        highlightOnHover
        minWidth={0}
        loadingLabel="Loading redirects"
        loadFailed="Failed to load redirects"
        empty={
          isSearched ? (
            'No redirects match'
          ) : list.status === 'automatic' ? (
            'No automatic redirects: they appear when a service’s or category’s address changes'
          ) : (
            <EmptyState
              icon={<RedirectIcon size={24} />}
              title={list.status === 'manual' ? 'No redirects made by hand yet' : 'No redirects yet'}
              text="A redirect sends visitors and search engines from an address that no longer exists to the page that replaced it, so old links and bookmarks keep working."
              action="Add redirect"
              onAction={onAdd}
            />
          )
        }
        noun="redirect"
      />
      <ConfirmModal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete redirect"
        message={
          toDelete ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Delete the redirect from <strong>{toDelete.from}</strong> to <strong>{toDelete.to}</strong>?
              Visitors to {toDelete.from} will no longer be sent on. This cannot be undone.
            </Text>
          ) : (
            ''
          )
        }
        onConfirm={() => remove(toDelete!)}
        failureMessage="Failed to delete the redirect. Please try again."
      />
    </>
  )
}
