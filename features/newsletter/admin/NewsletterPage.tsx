import { Badge, Button, Paper, Tabs, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { type ListColumn, PagedList } from '../../../ui/backoffice/table/PagedList'
import { RowIconButton } from '../../../ui/backoffice/table/RowIconButton'
import { usePagedList } from '../../../ui/backoffice/table/usePagedList'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { SendIcon, TrashIcon } from '../../../ui/backoffice/components/icons'
import { ExportCsvButton } from '../../../ui/backoffice/components/ExportCsvButton'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { formatMessageDate } from '../../../ui/backoffice/format-date'
import type { Pagination as PageInfo } from '../../../platform/pagination'
import type { NewsletterSubscriber } from '../newsletter.schema'
import { AnnouncementsList } from './AnnouncementsList'
import {
  NEW_ANNOUNCEMENT_PATH,
  SUBSCRIBER_BADGE,
  SUBSCRIBER_FILTERS,
  type SubscriberFilter,
} from './newsletter-admin'

const PAGE_SIZE = 20

type Tab = 'subscribers' | 'announcements'

/**
 * docs/product.md#newsletter — the subscribers (confirmed or waiting for their link; search, filter, remove, CSV
 * export of the confirmed ones) and the announcements sent to them.
 */
export function NewsletterPage() {
  const [params, setParams] = useSearchParams()
  const tab: Tab = params.get('tab') === 'announcements' ? 'announcements' : 'subscribers'
  return (
    <>
      <PageHeader
        title="Newsletter"
        description="People who signed up in the website’s footer and confirmed their address by e-mail, and the announcements sent to them."
      >
        <ExportCsvButton
          path="/newsletter/export.csv"
          fileName="newsletter-subscribers.csv"
          what="subscribers"
        />
        <Button component={Link} to={NEW_ANNOUNCEMENT_PATH} leftSection={<SendIcon size={16} />}>
          Send announcement
        </Button>
      </PageHeader>
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value === 'announcements' ? { tab: 'announcements' } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="subscribers">Subscribers</Tabs.Tab>
          <Tabs.Tab value="announcements">Announcements</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="subscribers">
          <SubscribersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="announcements">
          <AnnouncementsList />
        </Tabs.Panel>
      </Tabs>
    </>
  )
}

function SubscribersPanel() {
  const api = useApi()
  const invalidate = useInvalidate()
  const [toDelete, setToDelete] = useState<NewsletterSubscriber | null>(null)

  const subscribers = usePagedList<NewsletterSubscriber, SubscriberFilter>({
    queryKey: [...queryKeys.newsletter, 'list'],
    path: '/newsletter',
    pageSize: PAGE_SIZE,
    initialStatus: 'all',
  })
  // How many are in each state, for the filter's labels.
  const counts = useQuery({
    queryKey: [...queryKeys.newsletter, 'counts'],
    queryFn: async () => {
      const total = async (filter: SubscriberFilter) =>
        (await api.get<{ pagination?: PageInfo }>('/newsletter', { query: { status: filter, limit: 1 } }))
          ?.pagination?.total ?? 0
      const [all, confirmed, pending] = await Promise.all([
        total('all'),
        total('confirmed'),
        total('pending'),
      ])
      return { all, confirmed, pending }
    },
  })

  async function remove(subscriber: NewsletterSubscriber) {
    await api.delete(`/newsletter/${subscriber._id}`)
    notify.success('Subscriber removed')
    await invalidate(queryKeys.newsletter)
  }

  const statuses = SUBSCRIBER_FILTERS.map((filter) => ({
    value: filter.value,
    label: counts.data ? `${filter.label} (${counts.data[filter.value]})` : filter.label,
  }))

  const columns: ListColumn<NewsletterSubscriber>[] = [
    {
      header: 'Email',
      breakAnywhere: true,
      cell: (subscriber) => (
        <>
          <Text size="sm">{subscriber.email}</Text>
          <Text size="xs" c="gray.7" hiddenFrom="xs">
            {formatMessageDate(subscriber.createdAt)}
          </Text>
        </>
      ),
    },
    {
      header: 'Status',
      width: 120,
      cell: (subscriber) => (
        <Badge
          color={SUBSCRIBER_BADGE[subscriber.status].color}
          variant="light"
          style={{ overflow: 'visible' }}
          styles={{ label: { overflow: 'visible' } }}
        >
          {SUBSCRIBER_BADGE[subscriber.status].label}
        </Badge>
      ),
    },
    {
      header: 'Subscribed',
      visibleFrom: 'xs',
      cell: (subscriber) => <Text size="sm">{formatMessageDate(subscriber.createdAt)}</Text>,
    },
    {
      header: 'Actions',
      hideHeader: true,
      width: 56,
      cell: (subscriber) => (
        <RowIconButton
          tip="Remove"
          label={`Remove ${subscriber.email}`}
          color="red.8"
          onClick={() => setToDelete(subscriber)}
        >
          <TrashIcon size={18} />
        </RowIconButton>
      ),
    },
  ]

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <PagedList
        list={subscribers}
        search={{
          label: 'Search subscribers',
          placeholder: 'E-mail address',
          statuses,
          switchAt: 'sm',
          maxWidth: 420,
        }}
        intro={
          <Text size="sm" c="gray.7" mb="md">
            Only confirmed addresses receive announcements and are exported. An address that has not used its
            confirmation link within 7 days is deleted.
          </Text>
        }
        columns={columns}
        label="Newsletter subscribers"
        highlightOnHover
        loadingLabel="Loading subscribers"
        loadFailed="Failed to load subscribers"
        empty="No subscribers found"
        noun="subscriber"
      />
      <ConfirmModal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Remove subscriber"
        message={toDelete ? `Remove ${toDelete.email} from the newsletter? This cannot be undone.` : ''}
        confirmLabel="Remove"
        busyLabel="Removing..."
        onConfirm={() => remove(toDelete!)}
        failureMessage="Failed to remove subscriber. Please try again."
      />
    </Paper>
  )
}
