import { Alert, Badge, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { unwrapData } from '../../../ui/backoffice/api-client'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { formatMessageDate } from '../../../ui/backoffice/format-date'
import { MAIL_KIND_LABELS, type OutboxMailDetail } from '../mail.schema'
import { MailPreview } from './MailPreview'
import { isOnItsWay, MAIL_STATUS_BADGE } from './outbox'

/** Headers the envelope rows already show, left out of the list of the others. */
const SHOWN_ABOVE = new Set(['message-id'])

/** One mail in full: who, when, what became of it, its headers, and its HTML and text as the addressee gets them. */
export function OutboxMailDialog({ mailId, onClose }: { mailId: string | null; onClose: () => void }) {
  const api = useApi()
  const invalidate = useInvalidate()
  const [isRetrying, setRetrying] = useState(false)
  const mail = useQuery({
    queryKey: [...queryKeys.mail, 'detail', mailId],
    queryFn: async () => unwrapData<OutboxMailDetail>(await api.get(`/mail/${mailId}`)),
    enabled: mailId !== null,
    refetchInterval: (query) => (query.state.data && isOnItsWay(query.state.data.status) ? 2000 : false),
  })

  async function retry(detail: OutboxMailDetail) {
    setRetrying(true)
    try {
      await api.post(`/mail/${detail._id}/retry`)
      notify.success('The mail is queued to be sent again')
      await invalidate(queryKeys.mail)
    } catch (error) {
      notify.error(`Failed to queue the mail again: ${errorMessage(error)}`)
    } finally {
      setRetrying(false)
    }
  }

  const detail = mail.data
  return (
    <Modal
      opened={mailId !== null}
      onClose={onClose}
      title={detail?.subject ?? 'Mail'}
      size="xl"
      radius="md"
      styles={{ title: { fontWeight: 600, overflowWrap: 'anywhere' } }}
    >
      {mail.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading the mail" />
        </Group>
      ) : mail.isError || !detail ? (
        <Alert color="red" variant="light" title="Failed to load the mail">
          {errorMessage(mail.error, 'Please try again.')}
        </Alert>
      ) : (
        <Stack gap="md">
          <Group gap="xs" wrap="wrap">
            <Badge color={MAIL_STATUS_BADGE[detail.status].color} variant="light">
              {MAIL_STATUS_BADGE[detail.status].label}
            </Badge>
            <Badge color="gray" variant="outline">
              {MAIL_KIND_LABELS[detail.kind]}
            </Badge>
            <Text size="sm" c="gray.7">
              {detail.attempts === 1 ? '1 attempt' : `${detail.attempts} attempts`}
            </Text>
          </Group>
          {detail.lastResponse ? (
            <Alert
              color={detail.status === 'failed' ? 'red' : 'gray'}
              variant="light"
              title={detail.status === 'failed' ? 'The server refused it' : 'The server’s answer'}
            >
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {detail.lastResponse}
              </Text>
              {detail.status === 'failed' ? (
                <Button mt="sm" size="xs" color="red" onClick={() => retry(detail)} disabled={isRetrying}>
                  {isRetrying ? 'Queuing...' : 'Send again'}
                </Button>
              ) : null}
            </Alert>
          ) : null}
          <Table variant="vertical" withTableBorder layout="fixed" aria-label="Envelope and headers">
            <Table.Tbody>
              <HeaderRow name="From" value={detail.from} />
              <HeaderRow name="To" value={detail.to.join(', ')} />
              {detail.replyTo ? <HeaderRow name="Reply-To" value={detail.replyTo} /> : null}
              <HeaderRow name="Recorded" value={formatMessageDate(detail.createdAt)} />
              {detail.sentAt ? (
                <HeaderRow
                  name={detail.status === 'kept' ? 'Kept' : 'Sent'}
                  value={formatMessageDate(detail.sentAt)}
                />
              ) : isOnItsWay(detail.status) ? (
                <HeaderRow name="Next attempt" value={formatMessageDate(detail.nextAttemptAt)} />
              ) : null}
              <HeaderRow name="Message-ID" value={detail.headers['Message-ID'] ?? ''} />
              {Object.entries(detail.headers)
                .filter(([name]) => !SHOWN_ABOVE.has(name.toLowerCase()))
                .map(([name, value]) => (
                  <HeaderRow key={name} name={name} value={value} />
                ))}
            </Table.Tbody>
          </Table>
          <MailPreview subject={detail.subject} html={detail.html} text={detail.text} height={480} />
        </Stack>
      )}
    </Modal>
  )
}

function HeaderRow({ name, value }: { name: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th w={{ base: 110, sm: 150 }} scope="row">
        {name}
      </Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
    </Table.Tr>
  )
}
