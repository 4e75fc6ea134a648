import { ActionIcon, Paper, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { unwrapData } from '../../../ui/backoffice/api-client'
import { ArrowDownIcon, ArrowRightIcon } from '../../../ui/backoffice/components/icons'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { type ListColumn, PagedList } from '../../../ui/backoffice/table/PagedList'
import { pagedSource, withFilters } from '../../../ui/backoffice/table/paging'
import { RefreshButton } from '../../../ui/backoffice/table/RefreshButton'
import { usePageQuery } from '../../../ui/backoffice/table/usePageQuery'
import { useViewInAddress } from '../../../ui/backoffice/table/useViewInAddress'
import { TimeCell } from '../../../ui/backoffice/table/TimeCell'
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditFacets } from '../audit.schema'
import { describeEntry } from './audit'
import { AuditChanges } from './AuditChanges'
import { AuditFilters, type AuditFilterValues, NO_FILTERS } from './AuditFilters'

export const AUDIT_KEY = ['audit'] as const
const FILTER_KEYS = Object.keys(NO_FILTERS) as (keyof AuditFilterValues)[]

/** docs/product.md#audit-log — who did what, when and from where; each entry opens on its changed fields. */
export function AuditPage() {
  const api = useApi()
  const invalidate = useInvalidate()
  const [open, setOpen] = useState<string | null>(null)
  // The filters live here and are copied to the address.
  const [view, setView] = useViewInAddress(FILTER_KEYS)
  const { filters, page } = view

  const facets = useQuery({
    queryKey: [...AUDIT_KEY, 'facets'],
    queryFn: async () => unwrapData<AuditFacets>(await api.get('/audit/facets')),
  })
  const list = usePageQuery<AuditEntry>({
    queryKey: [...AUDIT_KEY, 'list', filters, page],
    path: '/audit',
    query: { ...filters, offset: new Date().getTimezoneOffset(), page, limit: AUDIT_PAGE_SIZE },
  })
  const filtered = FILTER_KEYS.some((key) => filters[key])
  // The content types' names come with the facets: the entries wait for them, so that none is named twice.
  const names = facets.data?.entityNames
  const shown = facets.isPending ? { ...list, isPending: true } : list

  /** Changes some filters (back to the first page), or only the page; either closes the open entry. */
  function show(patch: Partial<AuditFilterValues>, nextPage?: number) {
    setView((current) =>
      nextPage === undefined ? withFilters(current, patch) : { ...current, page: nextPage },
    )
    setOpen(null)
  }
  const toggle = (entry: AuditEntry) => setOpen(open === entry._id ? null : entry._id)

  const columns: ListColumn<AuditEntry>[] = [
    {
      header: 'Changes',
      hideHeader: true,
      width: 44,
      cell: (entry) => {
        const isOpen = open === entry._id
        return (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-expanded={isOpen}
            aria-controls={`audit-${entry._id}`}
            aria-label={`${isOpen ? 'Hide' : 'Show'} changes: ${describeEntry(entry, names)}`}
            onClick={(event) => {
              event.stopPropagation()
              toggle(entry)
            }}
          >
            {isOpen ? <ArrowDownIcon size={16} /> : <ArrowRightIcon size={16} />}
          </ActionIcon>
        )
      },
    },
    {
      header: 'When',
      nowrap: true,
      cell: (entry) => <TimeCell at={entry.at} />,
    },
    {
      header: 'Who',
      maxWidth: 240,
      visibleFrom: 'sm',
      cell: (entry) => (
        <>
          <Text size="sm" fw={500} truncate>
            {entry.actorName || 'Unknown'}
          </Text>
          {entry.actorEmail ? (
            <Text size="xs" c="gray.7" truncate>
              {entry.actorEmail}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      header: 'What',
      maxWidth: 380,
      cell: (entry) => (
        <>
          <Text size="sm" lineClamp={2}>
            {describeEntry(entry, names)}
          </Text>
          {/* On phones the Who column is folded in here. */}
          <Text size="xs" c="gray.7" hiddenFrom="sm" truncate>
            by {entry.actorName || 'Unknown'}
          </Text>
        </>
      ),
    },
    {
      header: 'IP address',
      visibleFrom: 'md',
      cell: (entry) => (
        <Text size="sm" ff="monospace">
          {entry.ip || '—'}
        </Text>
      ),
    },
  ]

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Who changed what, and when: every change made in the back-office, kept for at least a year."
      >
        <RefreshButton onClick={() => invalidate(AUDIT_KEY)} isFetching={list.isFetching} />
      </PageHeader>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <AuditFilters values={filters} facets={facets.data} onChange={(next) => show(next)} />

        <PagedList
          list={pagedSource(shown, page, (next) => show({}, next))}
          columns={columns}
          label="Audit log"
          onRowClick={toggle}
          expansion={{
            isOpen: (entry) => open === entry._id,
            id: (entry) => `audit-${entry._id}`,
            content: (entry) => <AuditChanges entry={entry} />,
          }}
          minWidth={0}
          loadingLabel="Loading the audit log"
          loadFailed="Failed to load the audit log"
          empty={filtered ? 'No entries match these filters' : 'Nothing has been recorded yet'}
          noun="record"
        />
      </Paper>
    </>
  )
}
