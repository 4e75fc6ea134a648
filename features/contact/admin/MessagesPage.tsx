import { Group, Paper, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { truncate } from '../../../ui/lib/text'
import { type ListColumn, PagedList } from '../../../ui/backoffice/table/PagedList'
import { RefreshButton } from '../../../ui/backoffice/table/RefreshButton'
import { RowIconButton } from '../../../ui/backoffice/table/RowIconButton'
import { useOpenItem } from '../../../ui/backoffice/table/useOpenItem'
import { usePagedList } from '../../../ui/backoffice/table/usePagedList'
import { ListBadge } from '../../../ui/backoffice/table/ListBadge'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { ArchiveIcon, CheckIcon, EyeIcon, TrashIcon } from '../../../ui/backoffice/components/icons'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import type { ContactMessage } from '../contact.schema'
import { MessageDialog } from './MessageDialog'
import {
  messageActions,
  MESSAGES_PAGE_SIZE,
  STATUS_BADGE,
  STATUS_FILTERS,
  type StatusFilter,
} from './messages'
import { formatMessageDate } from '../../../ui/backoffice/format-date'

/** docs/product.md#messages — search, status filter, refresh, the table, the detail dialog; pages and delete. */
export function MessagesPage() {
  const api = useApi()
  const invalidate = useInvalidate()
  const queryClient = useQueryClient()
  const [openId, open] = useOpenItem('message')
  const [toDelete, setToDelete] = useState<ContactMessage | null>(null)

  const messages = usePagedList<ContactMessage, StatusFilter>({
    queryKey: [...queryKeys.contact, 'list'],
    path: '/contact',
    pageSize: MESSAGES_PAGE_SIZE,
    initialStatus: 'all',
    staleTime: 0,
  })

  /** Reloads the list and the bell's unread count. */
  async function refresh() {
    try {
      await queryClient.invalidateQueries({ queryKey: queryKeys.contact }, { throwOnError: true })
      notify.success('Messages refreshed')
    } catch {
      notify.error('Failed to load messages')
    }
  }

  async function markRead(message: ContactMessage) {
    try {
      await api.patch(`/contact/${message._id}/read`)
      notify.success('Message marked as read')
    } catch {
      notify.error('Failed to mark message as read')
    }
    await invalidate(queryKeys.contact)
  }

  async function archive(message: ContactMessage) {
    try {
      await api.patch(`/contact/${message._id}/archive`)
      notify.success('Message archived')
    } catch {
      notify.error('Failed to archive message')
    }
    await invalidate(queryKeys.contact)
  }

  async function remove(message: ContactMessage) {
    await api.delete(`/contact/${message._id}`)
    notify.success('Message deleted')
    if (openId === message._id) open(null)
    await invalidate(queryKeys.contact)
  }

  const columns: ListColumn<ContactMessage>[] = [
    {
      header: 'From',
      // Two lines of one cell, not a heading and its paragraph.
      cell: (message) => (
        <>
          <Text component="div" size="sm" fw="inherit">
            {message.name}
          </Text>
          <Text component="div" size="xs" c="gray.7">
            {message.email}
          </Text>
          {/* On phones the columns beside are folded in here: the subject, when, and the status. */}
          <Stack gap={4} mt={6} align="flex-start" hiddenFrom="sm">
            <Text component="div" size="sm" fw="inherit" lineClamp={2}>
              {message.subject}
            </Text>
            <Group gap="xs">
              <ListBadge badge={STATUS_BADGE[message.status]} />
              <Text component="span" size="xs" c="gray.7" fw={400}>
                {formatMessageDate(message.createdAt)}
              </Text>
            </Group>
          </Stack>
        </>
      ),
    },
    {
      header: 'Subject',
      maxWidth: 360,
      visibleFrom: 'sm',
      cell: (message) => (
        <>
          <Text component="div" size="sm" fw="inherit" truncate>
            {message.subject}
          </Text>
          <Text component="div" size="xs" c="gray.7" fw={400}>
            {truncate(message.message, 50)}
          </Text>
        </>
      ),
    },
    {
      header: 'Date',
      nowrap: true,
      visibleFrom: 'md',
      cell: (message) => (
        <Text size="sm" fw={400}>
          {formatMessageDate(message.createdAt)}
        </Text>
      ),
    },
    {
      header: 'Status',
      width: 112,
      visibleFrom: 'sm',
      cell: (message) => <ListBadge badge={STATUS_BADGE[message.status]} />,
    },
    {
      header: 'Actions',
      hideHeader: true,
      ownClicks: true,
      cell: (message) => {
        const { canMarkRead, canArchive } = messageActions(message)
        return (
          <Group gap={4} wrap="nowrap">
            <RowIconButton
              tip="View"
              label={`View message from ${message.name}`}
              color="gray.8"
              onClick={() => open(message._id)}
            >
              <EyeIcon size={18} />
            </RowIconButton>
            {canMarkRead ? (
              <RowIconButton
                tip="Mark as read"
                label={`Mark message from ${message.name} as read`}
                color="blue.8"
                onClick={() => markRead(message)}
              >
                <CheckIcon size={18} />
              </RowIconButton>
            ) : null}
            {canArchive ? (
              <RowIconButton
                tip="Archive"
                label={`Archive message from ${message.name}`}
                color="yellow.9"
                onClick={() => archive(message)}
              >
                <ArchiveIcon size={18} />
              </RowIconButton>
            ) : null}
            <RowIconButton
              tip="Delete"
              label={`Delete message from ${message.name}`}
              color="red.8"
              onClick={() => setToDelete(message)}
            >
              <TrashIcon size={18} />
            </RowIconButton>
          </Group>
        )
      },
    },
  ]

  return (
    <>
      <PageHeader
        title="Contact Messages"
        description="What visitors sent through the contact form. Open a message to read it, reply or archive it."
      >
        <RefreshButton onClick={refresh} isFetching={messages.query.isFetching} />
      </PageHeader>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <PagedList
          list={messages}
          search={{
            label: 'Search messages',
            placeholder: 'Name, e-mail, subject or text',
            statuses: STATUS_FILTERS.map(({ value, label }) => ({ value, label })),
            switchAt: 'sm',
          }}
          columns={columns}
          label="Contact messages"
          onRowClick={(message) => open(message._id)}
          rowProps={(message) => ({ fw: message.status === 'unread' ? 600 : undefined })}
          highlightOnHover
          minWidth={0}
          loadingLabel="Loading messages"
          loadFailed="Failed to load messages"
          empty="No messages found"
          noun="message"
        />
      </Paper>

      <MessageDialog messageId={openId} onClose={() => open(null)} onArchive={archive} />
      <ConfirmModal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete message"
        message={
          toDelete
            ? `Delete the message “${toDelete.subject}” from ${toDelete.name}? Its replies are deleted with it. This cannot be undone.`
            : ''
        }
        onConfirm={() => remove(toDelete!)}
        failureMessage="Failed to delete message. Please try again."
      />
    </>
  )
}
