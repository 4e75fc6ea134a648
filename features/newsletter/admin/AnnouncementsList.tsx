import { Anchor, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'
import { SendIcon } from '../../../ui/backoffice/components/icons'
import { queryKeys } from '../../../ui/backoffice/queries'
import { ListBadge } from '../../../ui/backoffice/table/ListBadge'
import { type ListColumn, PagedList } from '../../../ui/backoffice/table/PagedList'
import { pagedSource } from '../../../ui/backoffice/table/paging'
import { usePageQuery } from '../../../ui/backoffice/table/usePageQuery'
import { formatMessageDate } from '../../../ui/backoffice/format-date'
import type { Announcement } from '../announcement.schema'
import {
  announcementBadge,
  announcementPath,
  NEW_ANNOUNCEMENT_PATH,
  progressSummary,
  subscribersLabel,
} from './newsletter-admin'

const PAGE_SIZE = 20

const COLUMNS: ListColumn<Announcement>[] = [
  {
    header: 'Subject',
    maxWidth: 360,
    cell: (announcement) => (
      <>
        <Anchor
          component={Link}
          to={announcementPath(announcement._id)}
          fw={600}
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {announcement.subject}
        </Anchor>
        <Text size="xs" c="gray.7">
          {subscribersLabel(announcement.recipientCount)} · by {announcement.admin.name}
        </Text>
        {/* On phones the other columns go under the subject. */}
        <Stack hiddenFrom="sm" gap={6} mt={6}>
          <Text size="xs" c="gray.7">
            {formatMessageDate(announcement.createdAt)}
          </Text>
          <SendingProgress announcement={announcement} />
          <div>
            <ListBadge badge={announcementBadge(announcement)} />
          </div>
        </Stack>
      </>
    ),
  },
  {
    header: 'Sent',
    visibleFrom: 'sm',
    nowrap: true,
    cell: (announcement) => <Text size="sm">{formatMessageDate(announcement.createdAt)}</Text>,
  },
  {
    header: 'Progress',
    visibleFrom: 'sm',
    width: 240,
    cell: (announcement) => <SendingProgress announcement={announcement} />,
  },
  {
    header: 'Status',
    visibleFrom: 'sm',
    cell: (announcement) => <ListBadge badge={announcementBadge(announcement)} />,
  },
]

/** The announcements sent so far, newest first, each with how far its mails have gone (docs/product.md#announcements). */
export function AnnouncementsList() {
  const [page, setPage] = useState(1)
  const list = usePageQuery<Announcement>({
    queryKey: [...queryKeys.announcements, 'list', { page }],
    path: '/newsletter/announcements',
    query: { page, limit: PAGE_SIZE },
    // While one is sending, its progress moves.
    refetchInterval: (shown) =>
      shown?.rows.some((announcement) => announcement.status === 'sending') ? 3000 : false,
  })

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <PagedList
        list={pagedSource(list, page, setPage)}
        columns={COLUMNS}
        label="Announcements"
        loadingLabel="Loading announcements"
        loadFailed="Failed to load announcements"
        empty={
          <Stack align="center" gap="sm" py="xl">
            <Text c="gray.7">No announcements yet.</Text>
            <Button
              component={Link}
              to={NEW_ANNOUNCEMENT_PATH}
              variant="light"
              leftSection={<SendIcon size={16} />}
            >
              Write the first one
            </Button>
          </Stack>
        }
        noun="announcement"
      />
    </Paper>
  )
}

/** How far an announcement's mails have gone: delivered, kept in the Outbox, failed, and the share done. */
function SendingProgress({ announcement }: { announcement: Announcement }) {
  const summary = progressSummary(announcement)
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress.Root size="md" radius="xl" style={{ flex: 1 }}>
        <Progress.Section
          value={summary.sections.delivered}
          color="green.7"
          aria-label={`${announcement.subject}: delivered`}
        />
        <Progress.Section
          value={summary.sections.kept}
          color="yellow.5"
          aria-label={`${announcement.subject}: kept in the Outbox`}
        />
        <Progress.Section
          value={summary.sections.failed}
          color="red.7"
          aria-label={`${announcement.subject}: failed`}
        />
      </Progress.Root>
      <Text size="xs" c="gray.7" w={36} ta="right">
        {summary.done}%
      </Text>
    </Group>
  )
}
