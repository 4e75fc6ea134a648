import { Box, Button, Paper, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { ListBadge } from '../../../ui/backoffice/table/ListBadge'
import { type ListColumn, PagedList } from '../../../ui/backoffice/table/PagedList'
import { usePagedList } from '../../../ui/backoffice/table/usePagedList'
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
  const recipients = usePagedList<AnnouncementRecipient, OutboxFilter>({
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

  const answer = (recipient: AnnouncementRecipient) => (
    <ServerAnswer
      recipient={recipient}
      onRetry={() => retry(recipient)}
      isRetrying={retrying === recipient.mailId}
    />
  )
  const columns: ListColumn<AnnouncementRecipient>[] = [
    {
      header: 'Recipient',
      breakAnywhere: true,
      cell: (recipient) => (
        <>
          <Text size="sm">{recipient.email}</Text>
          {recipient.sentAt ? (
            <Text size="xs" c="gray.7">
              {formatMessageDate(recipient.sentAt)}
            </Text>
          ) : null}
          {/* On phones the answer goes under the address. */}
          <Box hiddenFrom="sm" mt={4}>
            {answer(recipient)}
          </Box>
        </>
      ),
    },
    {
      header: 'Status',
      width: 110,
      cell: (recipient) => <ListBadge badge={MAIL_STATUS_BADGE[recipient.status]} />,
    },
    { header: 'Server’s answer', visibleFrom: 'sm', cell: answer },
  ]

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Recipients">
      <Title order={2} size="h4" mb="sm" px={{ base: 4, sm: 0 }}>
        Recipients
      </Title>
      <PagedList
        list={recipients}
        search={{
          label: 'Search recipients',
          placeholder: 'E-mail address',
          statuses,
          switchAt: 'md',
        }}
        columns={columns}
        label="Recipients"
        rowKey={(recipient) => recipient.mailId}
        loadingLabel="Loading recipients"
        loadFailed="Failed to load the recipients"
        empty="No recipients found"
        noun="recipient"
      />
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
