import { ActionIcon, Badge, Button, Group, Paper, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { truncate } from '../../../ui/lib/text'
import { ListStates } from '../../../ui/backoffice/table/ListStates'
import { useSearchedList } from '../../../ui/backoffice/table/useSearchedList'
import { ListFilters } from '../../../ui/backoffice/table/ListFilters'
import { ListFooter } from '../../../ui/backoffice/table/ListFooter'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import {
  ArchiveIcon,
  CheckIcon,
  EyeIcon,
  RefreshIcon,
  TrashIcon,
} from '../../../ui/backoffice/components/icons'
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
  const [params, setParams] = useSearchParams()
  const [toDelete, setToDelete] = useState<ContactMessage | null>(null)
  const openId = params.get('message')

  const {
    list,
    rows: messages,
    total,
    totalPages,
    page,
    setPage,
    filters,
  } = useSearchedList<ContactMessage, StatusFilter>({
    queryKey: [...queryKeys.contact, 'list'],
    path: '/contact',
    pageSize: MESSAGES_PAGE_SIZE,
    initialStatus: 'all',
    staleTime: 0,
  })

  function open(id: string | null) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (id) next.set('message', id)
        else next.delete('message')
        return next
      },
      { replace: true },
    )
  }

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

  return (
    <>
      <PageHeader
        title="Contact Messages"
        description="What visitors sent through the contact form. Open a message to read it, reply or archive it."
      >
        <Button
          variant="default"
          leftSection={<RefreshIcon size={16} />}
          onClick={refresh}
          disabled={list.isFetching}
        >
          Refresh
        </Button>
      </PageHeader>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <ListFilters
          searchLabel="Search messages"
          placeholder="Name, e-mail, subject or text"
          {...filters}
          statuses={STATUS_FILTERS.map(({ value, label }) => ({ value, label }))}
          switchAt="sm"
        />

        <ListStates
          query={list}
          loadingLabel="Loading messages"
          loadFailed="Failed to load messages"
          isEmpty={messages.length === 0}
          emptyText="No messages found"
        >
          <Table.ScrollContainer minWidth={760}>
            <Table highlightOnHover verticalSpacing="sm" aria-label="Contact messages">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>From</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {messages.map((message) => {
                  const { canMarkRead, canArchive } = messageActions(message)
                  const badge = STATUS_BADGE[message.status]
                  return (
                    <Table.Tr
                      key={message._id}
                      onClick={() => open(message._id)}
                      style={{ cursor: 'pointer' }}
                      fw={message.status === 'unread' ? 600 : undefined}
                    >
                      {/* Two lines of one cell, not a heading and its paragraph. */}
                      <Table.Td>
                        <Text component="div" size="sm" fw="inherit">
                          {message.name}
                        </Text>
                        <Text component="div" size="xs" c="gray.7">
                          {message.email}
                        </Text>
                      </Table.Td>
                      <Table.Td maw={360}>
                        <Text component="div" size="sm" fw="inherit" truncate>
                          {message.subject}
                        </Text>
                        <Text component="div" size="xs" c="gray.7" fw={400}>
                          {truncate(message.message, 50)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={400} style={{ whiteSpace: 'nowrap' }}>
                          {formatMessageDate(message.createdAt)}
                        </Text>
                      </Table.Td>
                      <Table.Td w={112}>
                        <Badge color={badge.color} variant="light" style={{ overflow: 'visible' }}>
                          {badge.label}
                        </Badge>
                      </Table.Td>
                      <Table.Td onClick={(event) => event.stopPropagation()}>
                        <Group gap={4} wrap="nowrap">
                          <Tooltip label="View">
                            <ActionIcon
                              variant="subtle"
                              color="gray.8"
                              aria-label={`View message from ${message.name}`}
                              onClick={() => open(message._id)}
                            >
                              <EyeIcon size={18} />
                            </ActionIcon>
                          </Tooltip>
                          {canMarkRead ? (
                            <Tooltip label="Mark as read">
                              <ActionIcon
                                variant="subtle"
                                color="blue.8"
                                aria-label={`Mark message from ${message.name} as read`}
                                onClick={() => markRead(message)}
                              >
                                <CheckIcon size={18} />
                              </ActionIcon>
                            </Tooltip>
                          ) : null}
                          {canArchive ? (
                            <Tooltip label="Archive">
                              <ActionIcon
                                variant="subtle"
                                color="yellow.9"
                                aria-label={`Archive message from ${message.name}`}
                                onClick={() => archive(message)}
                              >
                                <ArchiveIcon size={18} />
                              </ActionIcon>
                            </Tooltip>
                          ) : null}
                          <Tooltip label="Delete">
                            <ActionIcon
                              variant="subtle"
                              color="red.8"
                              aria-label={`Delete message from ${message.name}`}
                              onClick={() => setToDelete(message)}
                            >
                              <TrashIcon size={18} />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  )
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListStates>

        {messages.length > 0 ? (
          <ListFooter page={page} totalPages={totalPages} onPage={setPage} total={total} noun="message" />
        ) : null}
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
