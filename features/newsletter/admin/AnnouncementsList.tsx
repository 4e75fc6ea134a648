import { Anchor, Badge, Button, Group, Paper, Progress, Stack, Table, Text } from '@mantine/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { unwrapList } from '../../../ui/backoffice/api-client'
import { SendIcon } from '../../../ui/backoffice/components/icons'
import { queryKeys, useApi } from '../../../ui/backoffice/queries'
import { ListFooter } from '../../../ui/backoffice/table/ListFooter'
import { ListStates } from '../../../ui/backoffice/table/ListStates'
import { formatMessageDate } from '../../../ui/backoffice/format-date'
import type { Pagination as PageInfo } from '../../../platform/pagination'
import type { Announcement } from '../announcement.schema'
import {
  announcementBadge,
  announcementPath,
  NEW_ANNOUNCEMENT_PATH,
  progressSummary,
  subscribersLabel,
} from './newsletter-admin'

const PAGE_SIZE = 20

/** The announcements sent so far, newest first, each with how far its mails have gone (docs/product.md#announcements). */
export function AnnouncementsList() {
  const api = useApi()
  const [page, setPage] = useState(1)
  const list = useQuery({
    queryKey: [...queryKeys.announcements, 'list', { page }],
    queryFn: async () => {
      const body = await api.get<{ pagination?: PageInfo }>('/newsletter/announcements', {
        query: { page, limit: PAGE_SIZE },
      })
      return { announcements: unwrapList<Announcement>(body), pagination: body?.pagination }
    },
    placeholderData: keepPreviousData,
    // While one is sending, its progress moves.
    refetchInterval: (query) =>
      query.state.data?.announcements.some((announcement) => announcement.status === 'sending')
        ? 3000
        : false,
  })
  const announcements = list.data?.announcements ?? []

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <ListStates
        query={list}
        loadingLabel="Loading announcements"
        loadFailed="Failed to load announcements"
        isEmpty={false}
        emptyText=""
      >
        {announcements.length === 0 ? (
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
        ) : (
          <Table verticalSpacing="sm" aria-label="Announcements">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Subject</Table.Th>
                <Table.Th visibleFrom="sm">Sent</Table.Th>
                <Table.Th visibleFrom="sm" w={240}>
                  Progress
                </Table.Th>
                <Table.Th visibleFrom="sm">Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {announcements.map((announcement) => {
                const summary = progressSummary(announcement)
                const badge = announcementBadge(announcement)
                const progress = (
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
                const status = (
                  <Badge color={badge.color} variant="light" style={{ overflow: 'visible' }}>
                    {badge.label}
                  </Badge>
                )
                return (
                  <Table.Tr key={announcement._id}>
                    <Table.Td maw={360}>
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
                        {progress}
                        <div>{status}</div>
                      </Stack>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatMessageDate(announcement.createdAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{progress}</Table.Td>
                    <Table.Td visibleFrom="sm">{status}</Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        )}
      </ListStates>
      {announcements.length > 0 ? (
        <ListFooter
          page={page}
          totalPages={list.data?.pagination?.totalPages ?? 1}
          onPage={setPage}
          total={list.data?.pagination?.total}
          noun="announcement"
        />
      ) : null}
    </Paper>
  )
}
