import { Badge, Box, Button, Paper, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { ListFilters } from '../../../ui/backoffice/table/ListFilters'
import { ListFooter } from '../../../ui/backoffice/table/ListFooter'
import { ListStates } from '../../../ui/backoffice/table/ListStates'
import { useSearchedList } from '../../../ui/backoffice/table/useSearchedList'
import { formatMessageDate } from '../../../ui/backoffice/format-date'
import { isOnItsWay, MAIL_STATUS_BADGE, OUTBOX_FILTERS, type OutboxFilter } from '../../mail/admin/outbox'
import type { Announcement, AnnouncementRecipient } from '../announcement.schema'
import { isMoving, POLL_MS } from './newsletter-admin'

const PAGE_SIZE = 20

/** Each recipient of an announcement: their mail's status and the SMTP server's answer, searched, filtered, paged. */
export function AnnouncementRecipients({ announcement }: { announcement: Announcement }) {
  const api = useApi()
  const invalidate = useInvalidate()
  const [retrying, setRetrying] = useState<string | null>(null)
  const {
    list,
    rows: recipients,
    total,
    totalPages,
    page,
    setPage,
    filters,
  } = useSearchedList<AnnouncementRecipient, OutboxFilter>({
    queryKey: [...queryKeys.announcements, 'recipients', announcement._id],
    path: `/newsletter/announcements/${announcement._id}/recipients`,
    pageSize: PAGE_SIZE,
    initialStatus: 'all',
    refetchInterval: (shown) =>
      isMoving(announcement) || shown?.rows.some((recipient) => isOnItsWay(recipient.status))
        ? POLL_MS
        : false,
  })

  async function retry(recipient: AnnouncementRecipient) {
    setRetrying(recipient.mailId)
    try {
      await api.post(`/mail/${recipient.mailId}/retry`)
      notify.success(`The mail to ${recipient.email} is queued to be sent again`)
      await invalidate(queryKeys.announcements, queryKeys.mail)
    } catch (error) {
      notify.error(`Failed to queue the mail again: ${errorMessage(error)}`)
    } finally {
      setRetrying(null)
    }
  }

  const { progress } = announcement
  const statuses = OUTBOX_FILTERS.map((filter) => ({
    value: filter.value,
    label:
      filter.value === 'all'
        ? `${filter.label} (${Object.values(progress).reduce((sum, n) => sum + n, 0)})`
        : `${filter.label} (${progress[filter.value]})`,
  }))

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Recipients">
      <Title order={2} size="h4" mb="sm" px={{ base: 4, sm: 0 }}>
        Recipients
      </Title>
      <ListFilters
        searchLabel="Search recipients"
        placeholder="E-mail address"
        {...filters}
        statuses={statuses}
        switchAt="md"
      />
      <ListStates
        query={list}
        loadingLabel="Loading recipients"
        loadFailed="Failed to load the recipients"
        isEmpty={recipients.length === 0}
        emptyText="No recipients found"
      >
        <Table verticalSpacing="sm" aria-label="Recipients">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Recipient</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th visibleFrom="sm">Server’s answer</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {recipients.map((recipient) => {
              const badge = MAIL_STATUS_BADGE[recipient.status]
              const answer = (
                <ServerAnswer
                  recipient={recipient}
                  onRetry={() => retry(recipient)}
                  isRetrying={retrying === recipient.mailId}
                />
              )
              return (
                <Table.Tr key={recipient.mailId}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text size="sm">{recipient.email}</Text>
                    {recipient.sentAt ? (
                      <Text size="xs" c="gray.7">
                        {formatMessageDate(recipient.sentAt)}
                      </Text>
                    ) : null}
                    {/* On phones the answer goes under the address. */}
                    <Box hiddenFrom="sm" mt={4}>
                      {answer}
                    </Box>
                  </Table.Td>
                  <Table.Td w={110}>
                    <Badge color={badge.color} variant="light" style={{ overflow: 'visible' }}>
                      {badge.label}
                    </Badge>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{answer}</Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </ListStates>
      {recipients.length > 0 ? (
        <ListFooter page={page} totalPages={totalPages} onPage={setPage} total={total} noun="recipient" />
      ) : null}
    </Paper>
  )
}

/** The SMTP server's last answer for one recipient, and `Send again` when it refused the mail. */
function ServerAnswer({
  recipient,
  onRetry,
  isRetrying,
}: {
  recipient: AnnouncementRecipient
  onRetry: () => void
  isRetrying: boolean
}) {
  return (
    <>
      <Text
        size="sm"
        c={recipient.status === 'failed' ? 'red.8' : 'gray.7'}
        style={{ overflowWrap: 'anywhere' }}
      >
        {recipient.response ?? '—'}
      </Text>
      {recipient.status === 'failed' ? (
        <Button
          mt={6}
          size="xs"
          variant="light"
          color="red"
          onClick={onRetry}
          disabled={isRetrying}
          aria-label={`Send again to ${recipient.email}`}
        >
          {isRetrying ? 'Queuing...' : 'Send again'}
        </Button>
      ) : null}
    </>
  )
}
