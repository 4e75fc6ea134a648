import {
  Alert,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core'
import type { ReactNode } from 'react'
import { EmailText } from '../../../ui/backoffice/components/EmailText'
import { ShieldIcon } from '../../../ui/backoffice/components/icons'
import { STATUS_BADGE } from '../../contact/admin/messages'
import { ListBadge } from '../../../ui/backoffice/table/ListBadge'
import { formatMessageDate } from '../../../ui/backoffice/format-date'
import { MAIL_STATUS_BADGE } from '../../mail/admin/outbox'
import { MAIL_KIND_LABELS } from '../../mail/mail.schema'
import type { PrivacySummary } from '../privacy.schema'
import { describeMailStatuses, describeSubscription, hasStoredData, MAIL_REASON_LABELS } from './privacy'

/** Before any search: what the screen does, in two lines. */
export function StartHint() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} style={{ borderStyle: 'dashed' }}>
      <Stack align="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" color="blue">
          <ShieldIcon size={24} />
        </ThemeIcon>
        <Text fw={600} mt="xs" ta="center">
          Look up an address to see what is stored about it
        </Text>
        <Text size="sm" c="gray.7" ta="center" maw={480}>
          When someone asks for a copy of their data or for it to be deleted, enter their e-mail address
          above. Looking up is not recorded; downloading an export and erasing are.
        </Text>
      </Stack>
    </Paper>
  )
}

/** One figure of the summary: a term and its value in the card's description list. */
function Figure({ label, value, hint }: { label: string; value: number | string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Text component="dt" size="xs" c="gray.7" tt="uppercase" fw={600} style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      {/* A number reads large; a word (the subscription) at the size of text. */}
      <Text component="dd" size={typeof value === 'number' ? 'xl' : 'md'} fw={700} mt={4} ml={0} lh={1.3}>
        {value}
      </Text>
      {hint ? (
        <Text component="dd" size="xs" c="gray.7" mt={2} ml={0}>
          {hint}
        </Text>
      ) : null}
    </Paper>
  )
}

/** A titled list of the summary (messages, mail). */
function Listing({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="xs">
        {title}
      </Title>
      <Paper withBorder radius="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {children}
      </Paper>
    </section>
  )
}

function ListingItem({
  title,
  meta,
  badge,
  isFirst,
}: {
  title: ReactNode
  meta: string
  badge: ReactNode
  isFirst: boolean
}) {
  return (
    <li style={isFirst ? undefined : { borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Group justify="space-between" wrap="nowrap" gap="sm" px="md" py="sm" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Text size="xs" c="gray.7" mt={2}>
            {meta}
          </Text>
        </div>
        <div style={{ flexShrink: 0 }}>{badge}</div>
      </Group>
    </li>
  )
}

/** What is stored about the address: the counts, the subscription, each message and each mail. */
export function SummaryCard({ summary, actions }: { summary: PrivacySummary; actions: ReactNode }) {
  const { counts } = summary
  const stored = hasStoredData(counts)
  const mailLine = describeMailStatuses(summary.mailStatuses)
  return (
    <Paper
      withBorder
      radius="lg"
      shadow="xs"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="privacy-summary-title"
    >
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap" mb="lg">
        <div style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Text size="xs" c="gray.7" tt="uppercase" fw={600} style={{ letterSpacing: 0.4 }}>
            Stored about
          </Text>
          <Title order={2} size="h3" id="privacy-summary-title" style={{ overflowWrap: 'anywhere' }}>
            <EmailText email={summary.email} />
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {stored
              ? 'Everything below is stored about this address, and goes with an erasure.'
              : 'Nothing is stored about this address.'}
          </Text>
        </div>
        <Group gap="sm" wrap="wrap" w={{ base: '100%', xs: 'auto' }}>
          {actions}
        </Group>
      </Group>

      <SimpleGrid component="dl" cols={{ base: 2, md: 4 }} spacing="sm" m={0}>
        <Figure label="Contact messages" value={counts.contactMessages} />
        <Figure label="Replies" value={counts.replies} />
        <Figure
          label="Newsletter"
          value={describeSubscription(summary.subscription)}
          hint={
            summary.subscription
              ? `Since ${formatMessageDate(summary.subscription.confirmedAt ?? summary.subscription.subscribedAt)}`
              : undefined
          }
        />
        <Figure label="Mails" value={counts.mails} hint={mailLine || undefined} />
      </SimpleGrid>

      {stored ? null : (
        <Alert color="gray" variant="light" mt="lg" radius="md" title="Nothing to erase">
          No message, subscription or mail uses this address. You can still record an erasure, for instance to
          show that the person’s request was answered.
        </Alert>
      )}

      {summary.messages.length > 0 || summary.mails.length > 0 ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" mt="lg">
          {summary.messages.length > 0 ? (
            <Listing title="Contact messages" id="privacy-messages-title">
              {summary.messages.map((message, index) => (
                <ListingItem
                  key={message._id}
                  isFirst={index === 0}
                  title={message.subject}
                  meta={`${formatMessageDate(message.createdAt)} · ${
                    message.replies === 1 ? '1 reply' : `${message.replies} replies`
                  }`}
                  badge={<ListBadge badge={STATUS_BADGE[message.status]} />}
                />
              ))}
            </Listing>
          ) : null}
          {summary.mails.length > 0 ? (
            <Listing title="Mail" id="privacy-mails-title">
              {summary.mails.map((mail, index) => (
                <ListingItem
                  key={mail._id}
                  isFirst={index === 0}
                  title={
                    mail.subject ?? (
                      <Text span size="sm" fs="italic" c="gray.7">
                        Another person’s message (content withheld)
                      </Text>
                    )
                  }
                  meta={[
                    MAIL_KIND_LABELS[mail.kind],
                    formatMessageDate(mail.createdAt),
                    mail.reasons.map((reason) => MAIL_REASON_LABELS[reason]).join(', '),
                    mail.otherRecipients
                      ? `${mail.otherRecipients} other recipient${mail.otherRecipients === 1 ? '' : 's'}`
                      : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  badge={<ListBadge badge={MAIL_STATUS_BADGE[mail.status]} />}
                />
              ))}
            </Listing>
          ) : null}
        </SimpleGrid>
      ) : null}
    </Paper>
  )
}

/** The erasure's confirmation: what goes, that it cannot be undone, and the address typed again. */
export function EraseMessage({
  summary,
  typed,
  onType,
}: {
  summary: PrivacySummary
  typed: string
  onType: (value: string) => void
}) {
  const { counts } = summary
  const queued = (summary.mailStatuses.queued ?? 0) + (summary.mailStatuses.sending ?? 0)
  const goes = [
    counts.contactMessages
      ? `${counts.contactMessages === 1 ? '1 contact message' : `${counts.contactMessages} contact messages`}${
          counts.replies
            ? ` and ${counts.replies === 1 ? 'its reply' : `their ${counts.replies} replies`}`
            : ''
        }`
      : '',
    counts.subscriptions ? 'the newsletter subscription' : '',
    counts.mails
      ? `${counts.mails === 1 ? '1 mail' : `${counts.mails} mails`} in the outbox${
          queued ? ` (${queued} not sent yet: ${queued === 1 ? 'it' : 'they'} will not be sent)` : ''
        }`
      : '',
  ].filter(Boolean)
  return (
    <Stack gap="sm">
      <Text size="sm">
        Everything stored about <strong style={{ overflowWrap: 'anywhere' }}>{summary.email}</strong> is
        deleted at once:
      </Text>
      {goes.length ? (
        <List size="sm" spacing={4} listStyleType="disc" withPadding>
          {goes.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="gray.7">
          Nothing is stored about this address; the request is recorded all the same.
        </Text>
      )}
      <Text size="sm">
        The request is recorded with your name. <strong>This cannot be undone.</strong>
      </Text>
      <TextInput
        label="Type the address to confirm"
        placeholder={summary.email}
        value={typed}
        onChange={(event) => onType(event.currentTarget.value)}
        autoComplete="off"
        data-autofocus
      />
    </Stack>
  )
}
