import { Button, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { BrokenLinkIcon, RedirectIcon, TrashIcon } from '../../../ui/backoffice/components/icons'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { EmptyState } from '../../../ui/backoffice/table/EmptyState'
import { type ListColumn, PagedList } from '../../../ui/backoffice/table/PagedList'
import { RefreshButton } from '../../../ui/backoffice/table/RefreshButton'
import { PhoneShortLabel, RowActions } from '../../../ui/backoffice/table/RowActions'
import { TimeCell } from '../../../ui/backoffice/table/TimeCell'
import { usePagedList } from '../../../ui/backoffice/table/usePagedList'
import type { NotFoundPath } from '../redirects.schema'
import { countOf, formatCount, NOT_FOUND, PAGE_SIZE } from './redirects-admin'

/** Where the visitor came from: the referring address, or a word when the browser sent none. */
function Referrer({ referrer, size = 'sm' }: { referrer: string | null; size?: 'sm' | 'xs' }) {
  return referrer ? (
    <Text
      size={size}
      c={size === 'xs' ? 'gray.7' : undefined}
      lineClamp={1}
      title={referrer}
      style={{ overflowWrap: 'anywhere' }}
    >
      {referrer}
    </Text>
  ) : (
    <Text size={size} c="gray.7">
      Direct or unknown
    </Text>
  )
}

const LastSeen = ({ at, size = 'sm' }: { at: string; size?: 'sm' | 'xs' }) => (
  <TimeCell span at={at} size={size} />
)

/**
 * The 404 log tab (docs/product.md#404-log): the public paths that answered 404, most asked for first, with how often
 * and where from; each becomes a redirect in one click ('Create redirect') or is dismissed.
 */
export function NotFoundLog({ onCreateRedirect }: { onCreateRedirect: (path: string) => void }) {
  const api = useApi()
  const invalidate = useInvalidate()
  const [dismissing, setDismissing] = useState<string | null>(null)
  const [isClearing, setClearing] = useState(false)
  const list = usePagedList<NotFoundPath, ''>({
    queryKey: [...NOT_FOUND.queryKey, 'list'],
    path: NOT_FOUND.path,
    pageSize: PAGE_SIZE,
    initialStatus: '',
  })
  const total = list.pager.total ?? 0

  /** Dismissed at once, without asking: the path comes back if a visitor asks for it again. */
  async function dismiss(entry: NotFoundPath) {
    setDismissing(entry.id)
    try {
      await api.delete(`${NOT_FOUND.path}/${entry.id}`)
      notify.success(`${entry.path} was removed from the 404 log`)
      await invalidate(NOT_FOUND.queryKey)
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to dismiss the path. Please try again.'))
    } finally {
      setDismissing(null)
    }
  }

  async function clear() {
    const answer = await api.delete<{ data?: { removed?: number } }>(NOT_FOUND.path)
    const removed = answer?.data?.removed
    notify.success(
      removed === undefined
        ? 'The 404 log was cleared'
        : `The 404 log was cleared: ${countOf(removed, 'path')}`,
    )
    await invalidate(NOT_FOUND.queryKey)
  }

  const columns: ListColumn<NotFoundPath>[] = [
    {
      header: 'Path',
      maxWidth: 320,
      cell: (entry) => (
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={600} lineClamp={2} title={entry.path} style={{ overflowWrap: 'anywhere' }}>
            {entry.path}
          </Text>
          {/* On phones the columns beside fold in here. */}
          <Stack gap={2} hiddenFrom="sm" miw={0}>
            <Text size="xs" c="gray.7">
              {countOf(entry.hits, 'hit')}, last <LastSeen at={entry.lastAt} size="xs" />
            </Text>
            <Referrer referrer={entry.referrer} size="xs" />
          </Stack>
        </Stack>
      ),
    },
    {
      header: 'Hits',
      align: 'right',
      visibleFrom: 'sm',
      nowrap: true,
      cell: (entry) => <Text size="sm">{formatCount(entry.hits)}</Text>,
    },
    {
      header: 'Last seen',
      width: 112,
      visibleFrom: 'sm',
      nowrap: true,
      cell: (entry) => <LastSeen at={entry.lastAt} />,
    },
    {
      header: 'Last referrer',
      maxWidth: 280,
      visibleFrom: 'md',
      cell: (entry) => <Referrer referrer={entry.referrer} />,
    },
    {
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      ownClicks: true,
      cell: (entry) => (
        // On phones the buttons stand one above the other, leaving the path its width.
        <RowActions>
          <Button
            size="xs"
            variant="light"
            leftSection={<RedirectIcon size={14} />}
            aria-label={`Create redirect for ${entry.path}`}
            onClick={() => onCreateRedirect(entry.path)}
          >
            <PhoneShortLabel label="Create redirect" short="Redirect" />
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="dark"
            leftSection={<TrashIcon size={14} />}
            aria-label={`Dismiss ${entry.path}`}
            loading={dismissing === entry.id}
            onClick={() => dismiss(entry)}
          >
            Dismiss
          </Button>
        </RowActions>
      ),
    },
  ]

  const isSearched = Boolean(list.debouncedSearch)
  return (
    <>
      <Group justify="space-between" align="flex-start" gap="sm" mb="md" wrap="wrap">
        <Text size="sm" c="gray.7" maw={640}>
          Addresses on the website that visitors asked for and that do not exist, most asked for first. Create
          a redirect to send them to the right page; the path then leaves this log.
        </Text>
        <Group gap="xs">
          <RefreshButton onClick={() => invalidate(NOT_FOUND.queryKey)} isFetching={list.query.isFetching} />
          {total > 0 ? (
            <Button variant="subtle" color="red" size="sm" onClick={() => setClearing(true)}>
              Clear log
            </Button>
          ) : null}
        </Group>
      </Group>
      <PagedList
        list={list}
        search={{
          label: 'Search the 404 log',
          placeholder: 'Path or referrer',
          statuses: [],
          switchAt: 'sm',
          maxWidth: 420,
        }}
        columns={columns}
        label="404 log"
        rowKey={(entry) => entry.id}
        minWidth={0}
        loadingLabel="Loading the 404 log"
        loadFailed="Failed to load the 404 log"
        empty={
          isSearched ? (
            'No missing pages match'
          ) : (
            <EmptyState
              icon={<BrokenLinkIcon size={24} />}
              title="No missing pages"
              text="When a visitor asks for an address on the website that does not exist, it is listed here with how often it happened and the page that linked to it. Create a redirect to send them to the right page."
            />
          )
        }
        noun="path"
      />
      <ConfirmModal
        opened={isClearing}
        onClose={() => setClearing(false)}
        title="Clear the 404 log"
        message={`Remove all ${countOf(total, 'path')} from the 404 log? Paths come back when visitors ask for them again. This cannot be undone.`}
        confirmLabel="Clear log"
        busyLabel="Clearing..."
        onConfirm={clear}
        failureMessage="Failed to clear the 404 log. Please try again."
      />
    </>
  )
}
