import { Badge, Button, Center, Group, Loader, Paper, Text, ThemeIcon, Timeline } from '@mantine/core'
import { LoadError } from '../../../ui/backoffice/components/LoadError'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { relativeTime } from '../../../ui/lib/relative-time'
import { truncate } from '../../../ui/lib/text'
import { formatMessageDate } from '../../../ui/backoffice/format-date'
import type { ContactMessage } from '../../contact/contact.schema'
import type { NewsletterSubscriber } from '../../newsletter/newsletter.schema'
import { unwrapList } from '../../../ui/backoffice/api-client'
import { MESSAGES_PATH } from '../../../ui/backoffice/paths'
import { MessagesIcon, NewsletterIcon, ClientsIcon } from '../../../ui/backoffice/components/icons'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { queryKeys, useApi } from '../../../ui/backoffice/queries'
import { buildActivity, type ActivityEntry } from '../activity'

const ICON: Record<ActivityEntry['kind'], typeof MessagesIcon> = {
  message: MessagesIcon,
  reply: ClientsIcon,
  subscriber: NewsletterIcon,
}

/** /admin/notifications: every recent message and what happened around them. */
export function NotificationsPage() {
  const api = useApi()
  const activity = useQuery({
    queryKey: [...queryKeys.contact, 'activity'],
    queryFn: async () => {
      const [messages, subscribers] = await Promise.all([
        api.get('/contact', { query: { limit: 50 } }),
        api.get('/newsletter', { query: { status: 'confirmed', limit: 20 } }),
      ])
      return buildActivity(
        unwrapList<ContactMessage>(messages),
        unwrapList<NewsletterSubscriber>(subscribers),
      )
    },
    staleTime: 0,
  })
  const unread = activity.data?.filter((entry) => entry.isUnread).length ?? 0

  return (
    <>
      <PageHeader
        title="Notifications"
        description="Messages from visitors, replies and newsletter sign-ups, newest first."
      >
        <Button component={Link} to={MESSAGES_PATH} variant="default">
          Respond to messages
        </Button>
      </PageHeader>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {activity.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading activity" />
          </Center>
        ) : activity.isError ? (
          <LoadError
            message="Failed to load messages"
            onRetry={() => activity.refetch()}
            isRetrying={activity.isFetching}
          />
        ) : activity.data.length === 0 ? (
          <Text ta="center" c="gray.7" py="xl">
            Nothing has happened yet. Messages from the contact form will appear here.
          </Text>
        ) : (
          <>
            <Text size="sm" c="gray.7" mb="lg">
              {unread
                ? `${unread} unread message${unread === 1 ? '' : 's'} in this list.`
                : 'Everything here has been read.'}
            </Text>
            <Timeline bulletSize={32} lineWidth={2} aria-label="Recent activity">
              {activity.data.map((entry) => {
                const Icon = ICON[entry.kind]
                return (
                  <Timeline.Item
                    key={entry.id}
                    bullet={
                      <ThemeIcon
                        size={32}
                        radius="xl"
                        variant="light"
                        color={entry.isUnread ? 'blue' : 'gray'}
                      >
                        <Icon size={16} />
                      </ThemeIcon>
                    }
                    title={
                      <Group gap="xs" wrap="wrap">
                        {entry.messageId ? (
                          <Text
                            component={Link}
                            to={`${MESSAGES_PATH}?message=${entry.messageId}`}
                            fw={600}
                            size="sm"
                            c="blue.8"
                          >
                            {entry.title}
                          </Text>
                        ) : (
                          <Text fw={600} size="sm">
                            {entry.title}
                          </Text>
                        )}
                        {entry.isUnread ? (
                          <Badge size="xs" color="blue" variant="light">
                            Unread
                          </Badge>
                        ) : null}
                      </Group>
                    }
                  >
                    {entry.detail ? (
                      <Text size="sm" c="gray.7" mt={4}>
                        {truncate(entry.detail, 140)}
                      </Text>
                    ) : null}
                    <Text size="xs" c="gray.7" mt={4} title={formatMessageDate(entry.at)}>
                      {relativeTime(entry.at)}
                    </Text>
                  </Timeline.Item>
                )
              })}
            </Timeline>
          </>
        )}
      </Paper>
    </>
  )
}
