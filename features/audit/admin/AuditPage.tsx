import { ActionIcon, Button, Paper, Table, Text, VisuallyHidden } from '@mantine/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Fragment, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { unwrapData, unwrapList } from '../../../ui/backoffice/api-client'
import { ArrowDownIcon, ArrowRightIcon, RefreshIcon } from '../../../ui/backoffice/components/icons'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { ListFooter } from '../../../ui/backoffice/table/ListFooter'
import { ListStates } from '../../../ui/backoffice/table/ListStates'
import { timeAgo } from '../../../ui/lib/relative-time'
import type { Pagination } from '../../../platform/pagination'
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditFacets } from '../audit.schema'
import { describeEntry, formatExact } from './audit'
import { AuditChanges } from './AuditChanges'
import { AuditFilters, type AuditFilterValues, NO_FILTERS } from './AuditFilters'

export const AUDIT_KEY = ['audit'] as const
const FILTER_KEYS = Object.keys(NO_FILTERS) as (keyof AuditFilterValues)[]

/** docs/product.md#audit-log — who did what, when and from where; each entry opens on its changed fields. */
export function AuditPage() {
  const api = useApi()
  const invalidate = useInvalidate()
  const [params, setParams] = useSearchParams()
  const [open, setOpen] = useState<string | null>(null)
  // The filters live here and are copied to the address: two changes in a row (two selects) both count, which
  // deriving them from the address alone loses when the second comes before the address has changed.
  const [view, setView] = useState(() => ({
    filters: Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as AuditFilterValues,
    page: Math.max(1, Number(params.get('page')) || 1),
  }))
  const { filters, page } = view
  useEffect(() => {
    const search = new URLSearchParams()
    for (const key of FILTER_KEYS) if (filters[key]) search.set(key, filters[key])
    if (page > 1) search.set('page', String(page))
    if (search.toString() !== new URLSearchParams(window.location.search).toString()) {
      setParams(search, { replace: true })
    }
  }, [filters, page, setParams])

  const facets = useQuery({
    queryKey: [...AUDIT_KEY, 'facets'],
    queryFn: async () => unwrapData<AuditFacets>(await api.get('/audit/facets')),
  })
  const list = useQuery({
    queryKey: [...AUDIT_KEY, 'list', filters, page],
    queryFn: async () => {
      const body = await api.get<{ pagination?: Pagination }>('/audit', {
        query: { ...filters, offset: new Date().getTimezoneOffset(), page, limit: AUDIT_PAGE_SIZE },
      })
      return { rows: unwrapList<AuditEntry>(body), pagination: body?.pagination }
    },
    placeholderData: keepPreviousData,
  })
  const entries = list.data?.rows ?? []
  const filtered = FILTER_KEYS.some((key) => filters[key])

  /** Changes some filters (back to the first page), or only the page. */
  function show(patch: Partial<AuditFilterValues>, nextPage = 1) {
    setView((current) => ({ filters: { ...current.filters, ...patch }, page: nextPage }))
    setOpen(null)
  }

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Who changed what, and when: every change made in the back-office, kept for at least a year."
      >
        <Button
          variant="default"
          leftSection={<RefreshIcon size={16} />}
          onClick={() => invalidate(AUDIT_KEY)}
          disabled={list.isFetching}
        >
          Refresh
        </Button>
      </PageHeader>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <AuditFilters values={filters} facets={facets.data} onChange={(next) => show(next)} />

        <ListStates
          query={list}
          loadingLabel="Loading the audit log"
          loadFailed="Failed to load the audit log"
          isEmpty={entries.length === 0}
          emptyText={filtered ? 'No entries match these filters' : 'Nothing has been recorded yet'}
        >
          <Table.ScrollContainer minWidth={0}>
            <Table verticalSpacing="sm" aria-label="Audit log">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={44}>
                    <VisuallyHidden>Changes</VisuallyHidden>
                  </Table.Th>
                  <Table.Th>When</Table.Th>
                  <Table.Th visibleFrom="sm">Who</Table.Th>
                  <Table.Th>What</Table.Th>
                  <Table.Th visibleFrom="md">IP address</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => {
                  const isOpen = open === entry._id
                  const what = describeEntry(entry)
                  return (
                    <Fragment key={entry._id}>
                      <Table.Tr
                        onClick={() => setOpen(isOpen ? null : entry._id)}
                        style={{ cursor: 'pointer' }}
                        bg={isOpen ? 'gray.0' : undefined}
                      >
                        <Table.Td>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-expanded={isOpen}
                            aria-controls={`audit-${entry._id}`}
                            aria-label={`${isOpen ? 'Hide' : 'Show'} changes: ${what}`}
                            onClick={(event) => {
                              event.stopPropagation()
                              setOpen(isOpen ? null : entry._id)
                            }}
                          >
                            {isOpen ? <ArrowDownIcon size={16} /> : <ArrowRightIcon size={16} />}
                          </ActionIcon>
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          <Text component="time" dateTime={entry.at} size="sm" title={formatExact(entry.at)}>
                            {timeAgo(entry.at)}
                          </Text>
                        </Table.Td>
                        <Table.Td maw={240} visibleFrom="sm">
                          <Text size="sm" fw={500} truncate>
                            {entry.actorName || 'Unknown'}
                          </Text>
                          {entry.actorEmail ? (
                            <Text size="xs" c="gray.7" truncate>
                              {entry.actorEmail}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td maw={380}>
                          <Text size="sm" lineClamp={2}>
                            {what}
                          </Text>
                          {/* On phones the Who column is folded in here. */}
                          <Text size="xs" c="gray.7" hiddenFrom="sm" truncate>
                            by {entry.actorName || 'Unknown'}
                          </Text>
                        </Table.Td>
                        <Table.Td visibleFrom="md">
                          <Text size="sm" ff="monospace">
                            {entry.ip || '—'}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                      {isOpen ? (
                        <Table.Tr id={`audit-${entry._id}`} bg="gray.0">
                          <Table.Td />
                          <Table.Td colSpan={4}>
                            <AuditChanges entry={entry} />
                          </Table.Td>
                        </Table.Tr>
                      ) : null}
                    </Fragment>
                  )
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListStates>

        {entries.length > 0 ? (
          <ListFooter
            page={page}
            totalPages={list.data?.pagination?.totalPages ?? 1}
            onPage={(next) => show({}, next)}
            total={list.data?.pagination?.total}
            noun="record"
          />
        ) : null}
      </Paper>
    </>
  )
}
