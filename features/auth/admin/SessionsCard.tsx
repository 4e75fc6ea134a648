import { SectionCard } from '../../../ui/backoffice/components/SectionCard'
import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useAuth } from '../../../ui/backoffice/AuthProvider'
import { unwrapData, unwrapList } from '../../../ui/backoffice/api-client'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { LoadError } from '../../../ui/backoffice/components/LoadError'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { timeAgo } from '../../../ui/lib/relative-time'
import type { StaffSession } from '../auth.schema'
import { deviceName } from './device'

export const SESSIONS_KEY = ['auth', 'sessions'] as const

const signedInDate = (at: string) =>
  new Date(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
const lastActive = (at: string) => timeAgo(at)

/** docs/product.md#account: where the person is signed in, and ending those sessions. */
export function SessionsCard() {
  const api = useApi()
  const invalidate = useInvalidate()
  const { logoutEverywhere } = useAuth()
  const [confirm, setConfirm] = useState<'others' | 'everywhere' | null>(null)
  /** One of the two confirmations: open while asked for, closed by cancelling, busy while signing out. */
  const asking = (which: 'others' | 'everywhere') => ({
    opened: confirm === which,
    onClose: () => setConfirm(null),
    busyLabel: 'Signing out...',
  })
  const sessions = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: async () => unwrapList<StaffSession>(await api.get('/auth/sessions')),
  })
  const endOne = useMutation({
    mutationFn: (id: string) => api.delete(`/auth/sessions/${id}`),
    onSuccess: () => {
      notify.success('That session has been signed out.')
      return invalidate(SESSIONS_KEY)
    },
    onError: (error) => notify.error(errorMessage(error, 'Could not sign out that session')),
  })
  // This device first, then the others as the server orders them (the most recently active first).
  const list = [...(sessions.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current))
  const others = list.filter((session) => !session.current).length

  async function endOthers() {
    const ended = unwrapData<{ ended: number }>(await api.post('/auth/sessions/end-others', {}))?.ended ?? 0
    notify.success(`Signed out of ${ended} other session${ended === 1 ? '' : 's'}.`)
    await invalidate(SESSIONS_KEY)
  }

  return (
    <SectionCard
      title="Where you’re signed in"
      description="Each browser you signed in from. Sign out of any you do not recognise, then change your password."
      padding="lg"
    >
      {sessions.isPending ? (
        <Group justify="center" py="lg">
          <Loader aria-label="Loading your sessions" />
        </Group>
      ) : sessions.isError ? (
        <LoadError
          message="Failed to load your sessions"
          onRetry={() => sessions.refetch()}
          isRetrying={sessions.isFetching}
        />
      ) : (
        <Stack
          gap={0}
          component="ul"
          aria-label="Your sessions"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {list.map((session, index) => {
            const device = deviceName(session.userAgent)
            return (
              <Group
                key={session._id}
                component="li"
                aria-label={session.current ? `${device} (this device)` : device}
                justify="space-between"
                wrap="wrap"
                gap="sm"
                py="sm"
                style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
              >
                <div style={{ minWidth: 0 }}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} size="sm">
                      {device}
                    </Text>
                    {session.current ? (
                      <Badge color="green" variant="light">
                        This device
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="xs" c="gray.7" title={session.userAgent || undefined}>
                    IP {session.ip || 'unknown'} · Signed in {signedInDate(session.createdAt)} · Last active{' '}
                    <time
                      dateTime={session.lastSeenAt}
                      title={new Date(session.lastSeenAt).toLocaleString('en-US')}
                    >
                      {lastActive(session.lastSeenAt)}
                    </time>
                  </Text>
                </div>
                {session.current ? null : (
                  <Button
                    variant="default"
                    size="xs"
                    loading={endOne.isPending && endOne.variables === session._id}
                    onClick={() => endOne.mutate(session._id)}
                  >
                    Sign out
                  </Button>
                )}
              </Group>
            )
          })}
        </Stack>
      )}

      <Group gap="sm" mt="md" wrap="wrap">
        <Button variant="default" disabled={others === 0} onClick={() => setConfirm('others')}>
          Sign out all other sessions
        </Button>
        <Button color="red" variant="light" onClick={() => setConfirm('everywhere')}>
          Sign out everywhere
        </Button>
      </Group>

      <ConfirmModal
        {...asking('others')}
        title="Sign out all other sessions?"
        message="Every other browser signed in as you is signed out at once. This one stays signed in."
        confirmLabel="Sign out other sessions"
        color="warning"
        onConfirm={endOthers}
        failureMessage="Could not sign out the other sessions"
      />
      <ConfirmModal
        {...asking('everywhere')}
        title="Sign out everywhere?"
        message="Every browser signed in as you is signed out at once, this one too. You will need your password to sign in again."
        confirmLabel="Sign out everywhere"
        onConfirm={logoutEverywhere}
        failureMessage="Could not sign out everywhere"
      />
    </SectionCard>
  )
}
