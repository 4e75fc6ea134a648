import {
  Anchor,
  Badge,
  Center,
  Group,
  Loader,
  Paper,
  Progress,
  SimpleGrid,
  Spoiler,
  Text,
  Title,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { unwrapData } from '../../../ui/backoffice/api-client'
import { useAuth } from '../../../ui/backoffice/AuthProvider'
import { LoadError } from '../../../ui/backoffice/components/LoadError'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { errorMessage } from '../../../ui/backoffice/notify'
import { queryKeys, useApi } from '../../../ui/backoffice/queries'
import { formatMessageDate } from '../../../ui/backoffice/format-date'
import { MailKeptNotice } from '../../../ui/backoffice/mail-notice'
import { paragraphsOf } from '../newsletter.mail'
import type { Announcement } from '../announcement.schema'
import { AnnouncementRecipients } from './AnnouncementRecipients'
import {
  announcementBadge,
  ANNOUNCEMENTS_TAB,
  doneText,
  isMoving,
  POLL_MS,
  progressSummary,
  subscribersLabel,
} from './newsletter-admin'

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

/** A part of the page: a bordered card, a section named by `label`. */
function Panel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} mb="lg" component="section" aria-label={label}>
      {children}
    </Paper>
  )
}

/** What the notice of an announcement whose mails stay in the Outbox says. */
function keptText(kept: number, total: number): string {
  const who =
    kept === total
      ? 'nobody has received this announcement'
      : `${kept.toLocaleString('en-US')} of its ${total.toLocaleString('en-US')} subscribers have not received it`
  const mails = kept === 1 ? 'its mail is' : `its ${kept.toLocaleString('en-US')} mails are`
  return `No mail server is set up, so ${who}: ${mails} kept in the Outbox.`
}

function AnnouncementDetail({ announcement }: { announcement: Announcement }) {
  const { admin } = useAuth()
  const summary = progressSummary(announcement)
  const badge = announcementBadge(announcement)
  const isSending = isMoving(announcement)
  const figures = [
    { label: 'Recipients', value: summary.total, color: undefined },
    { label: 'Delivered', value: summary.delivered, color: summary.delivered ? 'green.8' : undefined },
    // Only without a mail server: mails that never leave the Outbox.
    ...(summary.kept ? [{ label: 'Kept in the Outbox', value: summary.kept, color: 'yellow.9' }] : []),
    { label: 'On their way', value: summary.waiting, color: summary.waiting ? 'blue.8' : undefined },
    { label: 'Failed', value: summary.failed, color: summary.failed ? 'red.8' : undefined },
  ]
  return (
    <>
      <BackLink />
      <PageHeader
        title={announcement.subject}
        description={
          // Without a mail server nothing was sent: the announcement was only saved, its mails kept.
          summary.kept && summary.kept === summary.total
            ? `Saved ${formatMessageDate(announcement.createdAt)} by ${announcement.admin.name} for ${subscribersLabel(announcement.recipientCount)}; not e-mailed.`
            : `Sent ${formatMessageDate(announcement.createdAt)} by ${announcement.admin.name} to ${subscribersLabel(announcement.recipientCount)}.`
        }
      >
        <Badge size="lg" color={badge.color} variant="light" style={{ overflow: 'visible' }}>
          {badge.label}
        </Badge>
      </PageHeader>

      {summary.kept ? (
        // The toast after sending goes away; what it said stays here for as long as it is true.
        <MailKeptNotice role={admin?.role} mb="lg">
          {keptText(summary.kept, summary.total)}
        </MailKeptNotice>
      ) : null}

      <Panel label="Progress">
        <Group justify="space-between" align="baseline" mb="xs" wrap="wrap">
          <Title order={2} size="h4">
            Progress
          </Title>
          <Text size="sm" c="gray.7" aria-live="polite">
            {isSending ? `${summary.done}% done · updating every few seconds` : doneText(summary)}
          </Text>
        </Group>
        <Progress.Root size="xl" radius="xl" mb="lg">
          <Progress.Section value={summary.sections.delivered} color="green.7" aria-label="Delivered" />
          <Progress.Section value={summary.sections.kept} color="yellow.5" aria-label="Kept in the Outbox" />
          <Progress.Section value={summary.sections.failed} color="red.7" aria-label="Failed" />
          <Progress.Section
            value={summary.sections.waiting}
            color="blue.2"
            aria-label="On their way"
            animated={isSending}
            striped={isSending}
          />
        </Progress.Root>
        <SimpleGrid cols={{ base: 2, sm: figures.length }} spacing="md">
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
      </Panel>

      <Panel label="Message">
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
      </Panel>

      <AnnouncementRecipients announcement={announcement} />
    </>
  )
}
