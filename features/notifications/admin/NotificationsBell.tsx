import {
  ActionIcon,
  Badge,
  Divider,
  Group,
  Indicator,
  Popover,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { relativeTime } from '../../../ui/lib/relative-time'
import { truncate } from '../../../ui/lib/text'
import { MESSAGES_PATH, NOTIFICATIONS_PATH } from '../../../ui/backoffice/paths'
import type { ContactMessage } from '../../contact/contact.schema'
import { unwrapList } from '../../../ui/backoffice/api-client'
import { UNREAD_REFRESH_MS, UNREAD_SHOWN, unreadBadge } from '../notifications'
import { queryKeys, useApi } from '../../../ui/backoffice/queries'
import { BellIcon } from '../../../ui/backoffice/components/icons'

/** The top bar's bell: unread messages, a red dot and count ('9+' above nine), refreshed every 5 minutes. */
export function NotificationsBell() {
  const api = useApi()
  const navigate = useNavigate()
  const [opened, setOpened] = useState(false)
  const { data, isError } = useQuery({
    queryKey: queryKeys.unreadMessages,
    queryFn: async () => {
      const body = await api.get<{ total?: number }>('/contact/unread', { query: { limit: UNREAD_SHOWN } })
      const messages = unwrapList<ContactMessage>(body)
      return { messages, total: typeof body?.total === 'number' ? body.total : messages.length }
    },
    refetchInterval: UNREAD_REFRESH_MS,
    staleTime: 0,
  })
  const total = data?.total ?? 0
  const badge = unreadBadge(total)
  const label = total ? `Notifications: ${total} unread message${total === 1 ? '' : 's'}` : 'Notifications'

  function open(path: string) {
    setOpened(false)
    navigate(path)
  }

  /** A link at the foot of the dropdown, which closes it. */
  const footerLink = (to: string, label: string) => (
    <Text component={Link} to={to} size="sm" c="blue.8" fw={500} onClick={() => setOpened(false)}>
      {label}
    </Text>
  )

  return (
    <Indicator
      label={badge}
      disabled={!badge}
      color="red"
      size={18}
      offset={7}
      inline
      zIndex={2}
      styles={{ indicator: { fontWeight: 700, fontSize: 11, pointerEvents: 'none' } }}
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        onDismiss={() => setOpened(false)}
        position="bottom-end"
        width={340}
        shadow="lg"
        trapFocus
        returnFocus
        withinPortal
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            size="lg"
            radius="xl"
            aria-label={label}
            onClick={() => setOpened((value) => !value)}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-label="Unread messages" role="dialog">
          <Group justify="space-between" px="md" py="sm">
            <Text fw={600} size="sm">
              Notifications
            </Text>
            {total ? (
              <Badge color="red" variant="light" size="sm">
                {total} new
              </Badge>
            ) : null}
          </Group>
          <Divider />
          {isError ? (
            <Text size="sm" c="red.8" px="md" py="md">
              Failed to load messages
            </Text>
          ) : !data?.messages.length ? (
            <Text size="sm" c="gray.7" px="md" py="lg" ta="center">
              No new messages
            </Text>
          ) : (
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {data.messages.map((message) => (
                <li key={message._id}>
                  <UnstyledButton
                    w="100%"
                    px="md"
                    py="sm"
                    className="admin-notification-row"
                    onClick={() => open(`${MESSAGES_PATH}?message=${message._id}`)}
                  >
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm" fw={600} truncate>
                        {message.name}
                      </Text>
                      <Text size="xs" c="gray.7" style={{ flexShrink: 0 }}>
                        {relativeTime(message.createdAt)}
                      </Text>
                    </Group>
                    <Text size="sm" truncate>
                      {message.subject}
                    </Text>
                    <Text size="xs" c="gray.7" lineClamp={2}>
                      {truncate(message.message, 50)}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          )}
          <Divider />
          <Group justify="space-between" px="md" py="xs">
            {footerLink(MESSAGES_PATH, 'Respond to messages')}
            {footerLink(NOTIFICATIONS_PATH, 'View All')}
          </Group>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  )
}
