import { Alert, Box, Group, Paper, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { unwrapData } from '../../../ui/backoffice/api-client'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { FailureLine } from '../../../ui/backoffice/table/FailureLine'
import { ListBadge } from '../../../ui/backoffice/table/ListBadge'
import { type ListColumn, PagedList } from '../../../ui/backoffice/table/PagedList'
import { RefreshButton } from '../../../ui/backoffice/table/RefreshButton'
import { RowButton } from '../../../ui/backoffice/table/RowButton'
import { useOpenItem } from '../../../ui/backoffice/table/useOpenItem'
import { usePagedList } from '../../../ui/backoffice/table/usePagedList'
import { formatMessageDate } from '../../../ui/backoffice/format-date'
import { MAIL_KIND_LABELS, type OutboxMail, type OutboxSummary } from '../mail.schema'
import {
  deliveryBanner,
  filterLabel,
  isOnItsWay,
  MAIL_STATUS_BADGE,
  OUTBOX_FILTERS,
  OUTBOX_PAGE_SIZE,
  type OutboxFilter,
} from './outbox'
import { OutboxMailDialog } from './OutboxMailDialog'

/** docs/product.md#outbox — every mail the site sent or will send: where mail goes, the list, one mail in full. */
export function OutboxPage() {
  const api = useApi()
  const invalidate = useInvalidate()
  const [openId, open] = useOpenItem('mail')

  const summary = useQuery({
    queryKey: [...queryKeys.mail, 'summary'],
    queryFn: async () => unwrapData<OutboxSummary>(await api.get('/mail/summary')),
  })
  const mails = usePagedList<OutboxMail, OutboxFilter>({
    queryKey: [...queryKeys.mail, 'list'],
    path: '/mail',
    pageSize: OUTBOX_PAGE_SIZE,
    initialStatus: 'all',
    // While a mail is on its way, its row follows it.
    refetchInterval: (shown) => (shown?.rows.some((mail) => isOnItsWay(mail.status)) ? 3000 : false),
  })

  const statuses = OUTBOX_FILTERS.map((filter) => ({
    value: filter.value,
    label: filterLabel(filter, summary.data?.counts),
  }))
  const banner = summary.data ? deliveryBanner(summary.data) : undefined

  /** The subject opens the mail (a real button, reached by keyboard), with why it failed under it. */
  const subjectOf = (mail: OutboxMail) => (
    <>
      <RowButton onClick={() => open(mail._id)}>{mail.subject}</RowButton>
      <FailureLine failed={mail.status === 'failed'} reason={mail.lastResponse} />
    </>
  )

  const columns: ListColumn<OutboxMail>[] = [
    {
      header: 'To',
      maxWidth: 260,
      // On phones the cell is as wide as the screen leaves it, so its one-line texts are cut, not scrolled.
      cell: (mail) => (
        <Box maw={{ base: 'calc(100vw - 9rem)', sm: 'none' }}>
          <Text component="div" size="sm" truncate>
            {mail.to.join(', ')}
          </Text>
          <Text component="div" size="xs" c="gray.7">
            {MAIL_KIND_LABELS[mail.kind]}
          </Text>
          {/* On phones the columns beside are folded in here: the subject, the status and when. */}
          <Stack gap={4} mt={6} hiddenFrom="sm">
            {subjectOf(mail)}
            <Group gap="xs">
              <ListBadge badge={MAIL_STATUS_BADGE[mail.status]} />
              <Text component="span" size="xs" c="gray.7">
                {formatMessageDate(mail.createdAt)}
              </Text>
            </Group>
          </Stack>
        </Box>
      ),
    },
    { header: 'Subject', maxWidth: 360, visibleFrom: 'sm', cell: subjectOf },
    {
      header: 'Recorded',
      nowrap: true,
      visibleFrom: 'md',
      cell: (mail) => <Text size="sm">{formatMessageDate(mail.createdAt)}</Text>,
    },
    {
      header: 'Status',
      width: 104,
      visibleFrom: 'sm',
      cell: (mail) => <ListBadge badge={MAIL_STATUS_BADGE[mail.status]} />,
    },
  ]

  return (
    <>
      <PageHeader
        title="Outbox"
        description="Every e-mail the website sent or will send: notifications, replies and newsletters, with what became of each."
      >
        <RefreshButton onClick={() => invalidate(queryKeys.mail)} isFetching={mails.query.isFetching} />
      </PageHeader>

      {banner ? (
        <Alert color={banner.color} variant="light" title={banner.title} mb="md" radius="md">
          {banner.text}
        </Alert>
      ) : null}

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <PagedList
          list={mails}
          search={{
            label: 'Search mail',
            placeholder: 'Subject, sender or recipient',
            statuses,
            switchAt: 'md',
          }}
          columns={columns}
          label="Outbox"
          onRowClick={(mail) => open(mail._id)}
          highlightOnHover
          minWidth={0}
          loadingLabel="Loading mail"
          loadFailed="Failed to load the outbox"
          empty={mails.status === 'all' && !mails.debouncedSearch ? 'No mail yet' : 'No mail found'}
          noun="mail"
        />
      </Paper>

      <OutboxMailDialog mailId={openId} onClose={() => open(null)} />
    </>
  )
}
