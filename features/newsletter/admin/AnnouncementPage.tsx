import {
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Spoiler,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { unwrapData, unwrapList } from '../../../ui/backoffice/api-client'
import { LoadError } from '../../../ui/backoffice/components/LoadError'
import { SearchIcon } from '../../../ui/backoffice/components/icons'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { ListFooter } from '../../../ui/backoffice/table/ListFooter'
import { ListStates } from '../../../ui/backoffice/table/ListStates'
import { formatMessageDate } from '../../contact/admin/messages'
import type { Pagination as PageInfo } from '../../contact/contact.schema'
import { isOnItsWay, MAIL_STATUS_BADGE, OUTBOX_FILTERS, type OutboxFilter } from '../../mail/admin/outbox'
import { paragraphsOf } from '../newsletter.mail'
import type { Announcement, AnnouncementRecipient } from '../announcement.schema'
import { announcementBadge, ANNOUNCEMENTS_TAB, progressSummary, subscribersLabel } from './newsletter-admin'

const PAGE_SIZE = 20
/** While mails are on their way, the screen looks again this often. */
const POLL_MS = 2000

/** Mails of the announcement are still on their way (its sending, or a failed mail sent again). */
const isMoving = (announcement: Announcement) =>
  announcement.status === 'sending' || announcement.progress.queued + announcement.progress.sending > 0

/** docs/product.md#announcements — one announcement: how far its mails have gone, and each recipient's result. */
export function AnnouncementPage() {
  const { id = '' } = useParams()
  const api = useApi()
  const announcement = useQuery({
    queryKey: [...queryKeys.announcements, 'detail', id],
    queryFn: async () => unwrapData<Announcement>(await api.get(`/newsletter/announcements/${id}`)),
    refetchInterval: (query) => (query.state.data && isMoving(query.state.data) ? POLL_MS : false),
  })

  if (announcement.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the announcement" />
      </Center>
    )
  if (announcement.isError || !announcement.data)
    return (
      <>
        <BackLink />
        <LoadError
          message={errorMessage(announcement.error, 'Failed to load the announcement')}
          onRetry={() => announcement.refetch()}
          isRetrying={announcement.isFetching}
        />
      </>
    )
  return <AnnouncementDetail announcement={announcement.data} />
}

function BackLink() {
  return (
    <Anchor component={Link} to={ANNOUNCEMENTS_TAB} size="sm" mb="xs" display="inline-block">
      ← Announcements
    </Anchor>
  )
}

function AnnouncementDetail({ announcement }: { announcement: Announcement }) {
  const summary = progressSummary(announcement)
  const badge = announcementBadge(announcement)
  const isSending = isMoving(announcement)
  const figures = [
    { label: 'Recipients', value: summary.total, color: undefined },
    { label: 'Delivered', value: summary.delivered, color: summary.delivered ? 'green.8' : undefined },
    { label: 'On their way', value: summary.waiting, color: summary.waiting ? 'blue.8' : undefined },
    { label: 'Failed', value: summary.failed, color: summary.failed ? 'red.8' : undefined },
  ]
  return (
    <>
      <BackLink />
      <PageHeader
        title={announcement.subject}
        description={`Sent ${formatMessageDate(announcement.createdAt)} by ${announcement.admin.name} to ${subscribersLabel(announcement.recipientCount)}.`}
      >
        <Badge size="lg" color={badge.color} variant="light" style={{ overflow: 'visible' }}>
          {badge.label}
        </Badge>
      </PageHeader>

      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        mb="lg"
        component="section"
        aria-label="Progress"
      >
        <Group justify="space-between" align="baseline" mb="xs" wrap="wrap">
          <Title order={2} size="h4">
            Progress
          </Title>
          <Text size="sm" c="gray.7" aria-live="polite">
            {isSending
              ? `${summary.done}% done · updating every few seconds`
              : summary.failed
                ? `Done: ${summary.failed} of ${summary.total} could not be delivered`
                : 'Done: every mail has been delivered'}
          </Text>
        </Group>
        <Progress.Root size="xl" radius="xl" mb="lg">
          <Progress.Section value={summary.sections.delivered} color="green.7" aria-label="Delivered" />
          <Progress.Section value={summary.sections.failed} color="red.7" aria-label="Failed" />
          <Progress.Section
            value={summary.sections.waiting}
            color="blue.2"
            aria-label="On their way"
            animated={isSending}
            striped={isSending}
          />
        </Progress.Root>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          {figures.map((figure) => (
            <div key={figure.label}>
              <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
                {figure.label}
              </Text>
              <Text
                component="div"
                size="xl"
                fw={700}
                c={figure.color}
                data-testid={`figure-${figure.label}`}
              >
                {figure.value.toLocaleString('en-US')}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>

      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        mb="lg"
        component="section"
        aria-label="Message"
      >
        <Title order={2} size="h4" mb="sm">
          Message
        </Title>
        <Spoiler maxHeight={140} showLabel="Show the whole text" hideLabel="Show less">
          {paragraphsOf(announcement.body).map((paragraph, index) => (
            <Text key={index} size="sm" mb="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {paragraph}
            </Text>
          ))}
        </Spoiler>
      </Paper>

      <Recipients announcement={announcement} />
    </>
  )
}

function Recipients({ announcement }: { announcement: Announcement }) {
  const api = useApi()
  const invalidate = useInvalidate()
  const [search, setSearch] = useState('')
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300)
  const [status, setStatus] = useState<OutboxFilter>('all')
  const [page, setPage] = useState(1)
  const [retrying, setRetrying] = useState<string | null>(null)
  const list = useQuery({
    queryKey: [
      ...queryKeys.announcements,
      'recipients',
      announcement._id,
      { search: debouncedSearch, status, page },
    ],
    queryFn: async () => {
      const body = await api.get<{ pagination?: PageInfo }>(
        `/newsletter/announcements/${announcement._id}/recipients`,
        { query: { search: debouncedSearch, status, page, limit: PAGE_SIZE } },
      )
      return { recipients: unwrapList<AnnouncementRecipient>(body), pagination: body?.pagination }
    },
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      isMoving(announcement) || query.state.data?.recipients.some((recipient) => isOnItsWay(recipient.status))
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

  function filterBy(value: OutboxFilter) {
    setStatus(value)
    setPage(1)
  }

  const { progress } = announcement
  const filters = OUTBOX_FILTERS.map((filter) => ({
    value: filter.value,
    label:
      filter.value === 'all'
        ? `${filter.label} (${Object.values(progress).reduce((sum, n) => sum + n, 0)})`
        : `${filter.label} (${progress[filter.value]})`,
  }))
  const recipients = list.data?.recipients ?? []

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Recipients">
      <Title order={2} size="h4" mb="sm" px={{ base: 4, sm: 0 }}>
        Recipients
      </Title>
      <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
        <TextInput
          label="Search recipients"
          placeholder="E-mail address"
          leftSection={<SearchIcon size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value)
            setPage(1)
          }}
          style={{ flex: '1 1 240px' }}
        />
        <SegmentedControl
          visibleFrom="md"
          aria-label="Status"
          value={status}
          onChange={(value) => filterBy(value as OutboxFilter)}
          data={filters}
        />
        <NativeSelect
          hiddenFrom="md"
          label="Status"
          value={status}
          onChange={(event) => filterBy(event.currentTarget.value as OutboxFilter)}
          data={filters}
          style={{ flex: '1 1 160px' }}
        />
      </Group>
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
        <ListFooter
          page={page}
          totalPages={list.data?.pagination?.totalPages ?? 1}
          onPage={setPage}
          total={list.data?.pagination?.total}
          noun="recipient"
        />
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
