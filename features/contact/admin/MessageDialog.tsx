import {
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { ACCESS, allows } from '../../../platform/auth/access'
import { unwrapData } from '../../../ui/backoffice/api-client'
import { useAuth } from '../../../ui/backoffice/AuthProvider'
import { validateForm } from '../../../ui/backoffice/form'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { notifyMail, outboxMailPath } from '../../../ui/backoffice/mail-notice'
import { isEmailed, whyNotEmailed } from '../../../platform/mail/delivery'
import {
  type ContactMessage,
  type ContactReply,
  type ContactMessageDetail,
  ContactReplyInputSchema,
} from '../contact.schema'
import { STATUS_BADGE } from './messages'
import { formatMessageDate } from '../../../ui/backoffice/format-date'
import { WINDOW_TITLE_STYLES } from '../../../ui/backoffice/components/FormModal'

/** How a reply's e-mail stands, as its badge says it. */
const DELIVERY_BADGE: Record<
  NonNullable<ContactReply['delivery']>['status'],
  { label: string; color: string }
> = {
  queued: { label: 'E-mail queued', color: 'gray' },
  sending: { label: 'E-mail sending', color: 'gray' },
  sent: { label: 'E-mail sent', color: 'green' },
  kept: { label: 'Not e-mailed: kept in the Outbox', color: 'yellow' },
  failed: { label: 'E-mail failed', color: 'red' },
}

/** The delivery of one reply: its state, the server's answer when it failed, and a way to send it again. */
function ReplyDelivery({
  delivery,
  onRetry,
  canOpenOutbox,
}: {
  delivery: ContactReply['delivery']
  onRetry: (mailId: string) => void
  /** Those who may open the Outbox get a link to a reply's mail that stayed there. */
  canOpenOutbox: boolean
}) {
  if (!delivery) return null
  const badge = DELIVERY_BADGE[delivery.status]
  return (
    <Group gap="xs" mt={6} wrap="wrap">
      <Badge color={badge.color} variant="light" size="sm">
        {badge.label}
      </Badge>
      {delivery.status === 'kept' && canOpenOutbox ? (
        <Anchor component={Link} to={outboxMailPath(delivery.mailId)} size="xs" fw={600} c="blue.8">
          See it in the Outbox
        </Anchor>
      ) : null}
      {delivery.status === 'failed' ? (
        <>
          {delivery.response ? (
            <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
              {delivery.response}
            </Text>
          ) : null}
          <Button size="compact-xs" variant="light" color="red" onClick={() => onRetry(delivery.mailId)}>
            Send again
          </Button>
        </>
      ) : null}
    </Group>
  )
}

/** What becomes of a reply: e-mailed and kept here, or, without a mail server, kept here and in the Outbox. */
function replyDescription({ name, mailDelivery }: Pick<ContactMessageDetail, 'name' | 'mailDelivery'>) {
  if (isEmailed(mailDelivery))
    return `E-mailed to ${name} from the company's address, with their message quoted, and kept here.`
  return `Saved here, not e-mailed to ${name}: ${whyNotEmailed(mailDelivery)}.`
}

type Props = {
  messageId: string | null
  onClose: () => void
  onArchive: (message: ContactMessage) => Promise<void>
}

/** A message with its replies; opening an unread message marks it read (docs/product.md#message-status). */
export function MessageDialog({ messageId, onClose, onArchive }: Props) {
  const api = useApi()
  const { admin } = useAuth()
  const invalidate = useInvalidate()
  const markedRef = useRef<string | null>(null)
  const [reply, setReply] = useState('')
  const [replyError, setReplyError] = useState<string | undefined>()
  const [isSaving, setSaving] = useState(false)
  const [isArchiving, setArchiving] = useState(false)

  const {
    data: message,
    isError,
    error,
  } = useQuery({
    queryKey: [...queryKeys.contact, 'one', messageId],
    queryFn: async () => unwrapData<ContactMessageDetail>(await api.get(`/contact/${messageId}`)),
    enabled: Boolean(messageId),
    staleTime: 0,
    // While a reply's e-mail is on its way, its badge follows it.
    refetchInterval: (query) =>
      query.state.data?.replies.some(
        (entry) => entry.delivery && ['queued', 'sending'].includes(entry.delivery.status),
      )
        ? 2000
        : false,
  })

  useEffect(() => {
    setReply('')
    setReplyError(undefined)
  }, [messageId])

  useEffect(() => {
    if (!message || message.status !== 'unread' || markedRef.current === message._id) return
    markedRef.current = message._id
    api
      .patch(`/contact/${message._id}/read`)
      .then(() => invalidate(queryKeys.contact))
      .catch(() => notify.error('Failed to mark message as read'))
  }, [api, invalidate, message])

  async function addReply(event: FormEvent) {
    event.preventDefault()
    if (!message) return
    const { data, errors } = validateForm(ContactReplyInputSchema, { message: reply })
    if (errors) return setReplyError(errors.message)
    setReplyError(undefined)
    setSaving(true)
    try {
      const answer = unwrapData<ContactMessageDetail>(await api.post(`/contact/${message._id}/reply`, data))
      setReply('')
      notifyMail({
        delivery: answer.mailDelivery,
        emailed: `Reply saved and e-mailed to ${message.email}`,
        notEmailed: `Reply saved, but not e-mailed to ${message.email}`,
        mailId: answer.replies.at(-1)?.delivery?.mailId,
        role: admin?.role,
      })
      await invalidate(queryKeys.contact)
    } catch (caught) {
      notify.error(errorMessage(caught, 'Failed to save reply'))
    } finally {
      setSaving(false)
    }
  }

  async function retryMail(mailId: string) {
    try {
      await api.post(`/mail/${mailId}/retry`)
      notify.success('The reply will be sent again')
      await invalidate(queryKeys.contact)
    } catch (caught) {
      notify.error(errorMessage(caught, 'Failed to send the reply again'))
    }
  }

  async function archive() {
    if (!message) return
    setArchiving(true)
    try {
      await onArchive(message)
    } finally {
      setArchiving(false)
    }
  }

  const badge = message ? STATUS_BADGE[message.status] : null
  return (
    <Modal
      opened={Boolean(messageId)}
      onClose={onClose}
      title={message?.subject ?? 'Message'}
      size="lg"
      centered
      styles={WINDOW_TITLE_STYLES}
    >
      {isError ? (
        <Alert color="red" role="alert">
          {errorMessage(error, 'Failed to load messages')}
        </Alert>
      ) : !message ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading message" />
        </Group>
      ) : (
        <Stack gap="md">
          <div>
            <Text fw={600}>{message.name}</Text>
            <Anchor
              href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
              size="sm"
              c="blue.8"
              style={{ overflowWrap: 'anywhere' }}
            >
              {message.email}
            </Anchor>
            <Group gap="xs" mt={6}>
              {badge ? (
                <Badge color={badge.color} variant="light">
                  {badge.label}
                </Badge>
              ) : null}
              <Text size="xs" c="gray.7">
                Received {formatMessageDate(message.createdAt)}
              </Text>
            </Group>
          </div>
          <Paper withBorder p="md" radius="md" bg="gray.0">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.message}
            </Text>
          </Paper>

          <Divider label={`Replies (${message.replies.length})`} labelPosition="left" />
          {message.replies.length ? (
            <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Replies">
              {message.replies.map((entry) => (
                <Paper key={entry._id} component="li" withBorder p="sm" radius="md">
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {entry.message}
                  </Text>
                  <Text size="xs" c="gray.7" mt={6}>
                    {entry.admin.name} · {formatMessageDate(entry.createdAt)}
                  </Text>
                  <ReplyDelivery
                    delivery={entry.delivery}
                    onRetry={retryMail}
                    canOpenOutbox={allows(ACCESS.settings, admin?.role)}
                  />
                </Paper>
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="gray.7">
              No replies yet.
            </Text>
          )}

          <form onSubmit={addReply} noValidate>
            <Stack gap="xs">
              <Textarea
                label="Reply"
                description={replyDescription(message)}
                autosize
                minRows={3}
                maxRows={10}
                value={reply}
                onChange={(event) => setReply(event.currentTarget.value)}
                error={replyError}
              />
              <Group justify="flex-end">
                <Button type="submit" variant="light" disabled={isSaving}>
                  {isSaving ? 'Sending...' : 'Send Reply'}
                </Button>
              </Group>
            </Stack>
          </form>

          <Divider />
          <Group justify="flex-end" gap="sm">
            {message.status !== 'archived' ? (
              <Button variant="default" color="yellow" onClick={archive} disabled={isArchiving}>
                {isArchiving ? 'Archiving...' : 'Archive'}
              </Button>
            ) : null}
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
