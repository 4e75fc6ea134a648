import { Alert, Badge, Button, Paper, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { unwrapData } from '../../../ui/backoffice/api-client'
import { RefreshIcon } from '../../../ui/backoffice/components/icons'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { ListFilters } from '../../../ui/backoffice/table/ListFilters'
import { ListFooter } from '../../../ui/backoffice/table/ListFooter'
import { ListStates } from '../../../ui/backoffice/table/ListStates'
import { useSearchedList } from '../../../ui/backoffice/table/useSearchedList'
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
  const [params, setParams] = useSearchParams()
  const openId = params.get('mail')

  const summary = useQuery({
    queryKey: [...queryKeys.mail, 'summary'],
    queryFn: async () => unwrapData<OutboxSummary>(await api.get('/mail/summary')),
  })
  const {
    list,
    rows: mails,
    total,
    totalPages,
    debouncedSearch,
    status,
    page,
    setPage,
    filters,
  } = useSearchedList<OutboxMail, OutboxFilter>({
    queryKey: [...queryKeys.mail, 'list'],
    path: '/mail',
    pageSize: OUTBOX_PAGE_SIZE,
    initialStatus: 'all',
    // While a mail is on its way, its row follows it.
    refetchInterval: (shown) => (shown?.rows.some((mail) => isOnItsWay(mail.status)) ? 3000 : false),
  })

  function open(id: string | null) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (id) next.set('mail', id)
        else next.delete('mail')
        return next
      },
      { replace: true },
    )
  }

  const statuses = OUTBOX_FILTERS.map((filter) => ({
    value: filter.value,
    label: filterLabel(filter, summary.data?.counts),
  }))
  const banner = summary.data ? deliveryBanner(summary.data) : undefined

  return (
    <>
      <PageHeader
        title="Outbox"
        description="Every e-mail the website sent or will send: notifications, replies and newsletters, with what became of each."
      >
        <Button
          variant="default"
          leftSection={<RefreshIcon size={16} />}
          onClick={() => invalidate(queryKeys.mail)}
          disabled={list.isFetching}
        >
          Refresh
        </Button>
      </PageHeader>

      {banner ? (
        <Alert color={banner.color} variant="light" title={banner.title} mb="md" radius="md">
          {banner.text}
        </Alert>
      ) : null}

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <ListFilters
          searchLabel="Search mail"
          placeholder="Subject, sender or recipient"
          {...filters}
          statuses={statuses}
          switchAt="md"
        />

        <ListStates
          query={list}
          loadingLabel="Loading mail"
          loadFailed="Failed to load the outbox"
          isEmpty={mails.length === 0}
          emptyText={status === 'all' && !debouncedSearch ? 'No mail yet' : 'No mail found'}
        >
          <Table.ScrollContainer minWidth={680}>
            <Table highlightOnHover verticalSpacing="sm" aria-label="Outbox">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>To</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Recorded</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {mails.map((mail) => {
                  const badge = MAIL_STATUS_BADGE[mail.status]
                  return (
                    <Table.Tr key={mail._id} onClick={() => open(mail._id)} style={{ cursor: 'pointer' }}>
                      <Table.Td maw={260}>
                        <Text component="div" size="sm" truncate>
                          {mail.to.join(', ')}
                        </Text>
                        <Text component="div" size="xs" c="gray.7">
                          {MAIL_KIND_LABELS[mail.kind]}
                        </Text>
                      </Table.Td>
                      <Table.Td maw={360}>
                        {/* The subject opens the mail: a real button, reached by keyboard. */}
                        <Text
                          component="button"
                          type="button"
                          size="sm"
                          fw={500}
                          truncate
                          onClick={(event) => {
                            event.stopPropagation()
                            open(mail._id)
                          }}
                          style={{
                            display: 'block',
                            maxWidth: '100%',
                            background: 'none',
                            border: 0,
                            padding: 0,
                            textAlign: 'left',
                            cursor: 'pointer',
                            color: 'inherit',
                          }}
                        >
                          {mail.subject}
                        </Text>
                        {mail.status === 'failed' && mail.lastResponse ? (
                          <Text component="div" size="xs" c="red.8" truncate>
                            {mail.lastResponse}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {formatMessageDate(mail.createdAt)}
                        </Text>
                      </Table.Td>
                      <Table.Td w={104}>
                        <Badge color={badge.color} variant="light" style={{ overflow: 'visible' }}>
                          {badge.label}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  )
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListStates>

        {mails.length > 0 ? (
          <ListFooter page={page} totalPages={totalPages} onPage={setPage} total={total} noun="mail" />
        ) : null}
      </Paper>

      <OutboxMailDialog mailId={openId} onClose={() => open(null)} />
    </>
  )
}
