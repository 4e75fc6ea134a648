import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { unwrapData } from '../../../ui/backoffice/api-client'
import { useAuth } from '../../../ui/backoffice/AuthProvider'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { EyeIcon, SendIcon } from '../../../ui/backoffice/components/icons'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { focusField, validateForm } from '../../../ui/backoffice/form'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { useEntityForm } from '../../../ui/backoffice/useEntityForm'
import type { Pagination as PageInfo } from '../../../platform/pagination'
import {
  type AnnouncementInput,
  AnnouncementInputSchema,
  type AnnouncementPreview,
  type AnnouncementTest,
  type SentAnnouncement,
} from '../announcement.schema'
import { notifyMail } from '../../../ui/backoffice/mail-notice'
import { MailPreview } from '../../mail/admin/MailPreview'
import { announcementPath, ANNOUNCEMENTS_TAB, subscribersLabel } from './newsletter-admin'

const EMPTY: AnnouncementInput = { subject: '', body: '' }

/**
 * docs/product.md#announcements — the composer: subject and text, the mail previewed as it is typed, a test to
 * the administrator's own address, then the announcement sent to every confirmed subscriber after a confirmation
 * that names how many they are.
 */
export function AnnouncementComposerPage() {
  const api = useApi()
  const { admin } = useAuth()
  const invalidate = useInvalidate()
  const navigate = useNavigate()
  const [toSend, setToSend] = useState<AnnouncementInput | null>(null)
  const [isTesting, setTesting] = useState(false)
  const { values, field, onSubmit, form, markSaved } = useEntityForm({
    initialValues: EMPTY,
    schema: AnnouncementInputSchema,
    // Submitting only asks; the dialog sends.
    save: async (data) => {
      setToSend(data)
      return false
    },
    failure: (error) => errorMessage(error),
  })

  const confirmed = useQuery({
    queryKey: [...queryKeys.newsletter, 'counts', 'confirmed'],
    queryFn: async () =>
      (await api.get<{ pagination?: PageInfo }>('/newsletter', { query: { status: 'confirmed', limit: 1 } }))
        ?.pagination?.total ?? 0,
  })
  const recipients = confirmed.data

  // The preview follows the text as it is typed, once both fields say something.
  const [draft] = useDebouncedValue(values, 400)
  const checked = validateForm(AnnouncementInputSchema, draft)
  const preview = useQuery({
    queryKey: [...queryKeys.announcements, 'preview', checked.data],
    queryFn: async () =>
      unwrapData<AnnouncementPreview>(await api.post('/newsletter/announcements/preview', checked.data)),
    enabled: checked.data !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })

  async function sendTest() {
    const result = form.validate()
    if (result.hasErrors) {
      focusField(Object.keys(result.errors)[0])
      return
    }
    setTesting(true)
    try {
      const answer = unwrapData<AnnouncementTest>(
        await api.post('/newsletter/announcements/test', AnnouncementInputSchema.parse(values)),
      )
      notifyMail({
        delivery: answer.mailDelivery,
        emailed: `Test sent to ${answer.to}`,
        notEmailed: `Test not e-mailed to ${answer.to}`,
        mailId: answer.mailId,
        role: admin?.role,
      })
      await invalidate(queryKeys.mail)
    } catch (error) {
      notify.error(`Failed to send the test: ${errorMessage(error)}`)
    } finally {
      setTesting(false)
    }
  }

  async function send(input: AnnouncementInput) {
    const sent = unwrapData<SentAnnouncement>(await api.post('/newsletter/announcements', input))
    notifyMail({
      delivery: sent.mailDelivery,
      emailed: `Sending to ${subscribersLabel(sent.recipientCount)}`,
      notEmailed: `Announcement saved, but not e-mailed to ${subscribersLabel(sent.recipientCount)}`,
      count: sent.recipientCount,
      role: admin?.role,
    })
    await invalidate(queryKeys.newsletter, queryKeys.mail)
    // Sent: the form is no longer an edit to keep, and the leave guard lets the page go (the effect below, which
    // runs once the guard has seen it).
    markSaved(values)
    setSentPath(announcementPath(sent._id))
  }
  const [sentPath, setSentPath] = useState<string | null>(null)
  useEffect(() => {
    if (sentPath) navigate(sentPath)
  }, [sentPath, navigate])

  return (
    <>
      <Anchor component={Link} to={ANNOUNCEMENTS_TAB} size="sm" mb="xs" display="inline-block">
        ← Newsletter
      </Anchor>
      <PageHeader
        title="New announcement"
        description="Write to everyone who confirmed their subscription. Check the preview, send yourself a test, then send."
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="md">
                <TextInput label="Subject" withAsterisk maxLength={200} {...field('subject')} />
                <Textarea
                  label="Text"
                  withAsterisk
                  description="Plain text. A blank line starts a new paragraph; web addresses become links."
                  autosize
                  minRows={12}
                  maxRows={28}
                  {...field('body')}
                />
                <Text size="sm" c="gray.7">
                  {recipients === undefined
                    ? 'Counting confirmed subscribers...'
                    : recipients === 0
                      ? 'Nobody has confirmed a subscription yet: there is no one to send to.'
                      : `Goes to ${subscribersLabel(recipients)} who confirmed their address. Each mail has their own unsubscribe link.`}
                </Text>
                <Group gap="sm" wrap="wrap">
                  <Button
                    variant="default"
                    onClick={sendTest}
                    disabled={isTesting}
                    leftSection={<EyeIcon size={16} />}
                  >
                    {isTesting ? 'Sending test...' : 'Send a test to me'}
                  </Button>
                  <Button type="submit" disabled={!recipients} leftSection={<SendIcon size={16} />}>
                    Send announcement
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Preview">
            <Group justify="space-between" align="baseline" mb="sm" wrap="wrap">
              <Title order={2} size="h4">
                Preview
              </Title>
              {preview.isFetching ? <Loader size="xs" aria-label="Updating the preview" /> : null}
            </Group>
            {preview.data ? (
              <Stack gap="sm">
                <Box>
                  <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
                    Subject
                  </Text>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {preview.data.subject}
                  </Text>
                </Box>
                <MailPreview
                  subject={preview.data.subject}
                  html={preview.data.html}
                  text={preview.data.text}
                />
              </Stack>
            ) : preview.isError ? (
              <Alert color="red" variant="light" title="Failed to load the preview">
                {errorMessage(preview.error, 'Please try again.')}
              </Alert>
            ) : (
              <Center
                mih={240}
                p="lg"
                style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 8 }}
              >
                <Text c="gray.7" ta="center">
                  Write a subject and a text to see the mail as subscribers will get it.
                </Text>
              </Center>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={toSend !== null}
        onClose={() => setToSend(null)}
        title="Send announcement"
        message={
          toSend && recipients !== undefined
            ? `Send “${toSend.subject}” to ${subscribersLabel(recipients)}? Once sent, it cannot be called back.`
            : ''
        }
        confirmLabel="Send"
        busyLabel="Sending..."
        color="primary"
        onConfirm={() => send(toSend!)}
      />
    </>
  )
}
