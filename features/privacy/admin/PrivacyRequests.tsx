import { Badge, Text } from '@mantine/core'
import { EmailText } from '../../../ui/backoffice/components/EmailText'
import { queryKeys } from '../../../ui/backoffice/queries'
import { DataTable } from '../../../ui/backoffice/table/DataTable'
import { ListFooter } from '../../../ui/backoffice/table/ListFooter'
import { type Column, useDataTable } from '../../../ui/backoffice/table/useDataTable'
import { usePageQuery } from '../../../ui/backoffice/table/usePageQuery'
import { formatMessageDate } from '../../../ui/backoffice/format-date'
import type { PrivacyRequest } from '../privacy.schema'
import { describeCounts, REQUESTS_PAGE_SIZE } from './privacy'

const REQUEST_BADGE = {
  export: { label: 'Export', color: 'blue' },
  erase: { label: 'Erasure', color: 'red' },
} as const

/** The requests carried out, newest first, a page at a time: who asked for what, about which address, and when. */
export function PrivacyRequests({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const requests = usePageQuery<PrivacyRequest>({
    queryKey: [...queryKeys.privacy, 'requests', { page }],
    path: '/privacy/requests',
    query: { page, limit: REQUESTS_PAGE_SIZE },
  })

  const columns: Column<PrivacyRequest>[] = [
    {
      id: 'email',
      header: 'Address',
      className: 'primary',
      render: (request) => (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          <EmailText email={request.email} />
        </Text>
      ),
    },
    {
      id: 'kind',
      header: 'Request',
      className: 'labelled',
      label: 'Request',
      width: 120,
      render: (request) => (
        <Badge color={REQUEST_BADGE[request.kind].color} variant="light">
          {REQUEST_BADGE[request.kind].label}
        </Badge>
      ),
    },
    {
      id: 'counts',
      header: 'Found or erased',
      className: 'labelled',
      label: 'Data',
      render: (request) => <Text size="sm">{describeCounts(request.counts)}</Text>,
    },
    {
      id: 'admin',
      header: 'By',
      className: 'labelled',
      label: 'By',
      render: (request) => <Text size="sm">{request.admin.name}</Text>,
    },
    {
      id: 'date',
      header: 'When',
      className: 'labelled',
      label: 'When',
      render: (request) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatMessageDate(request.createdAt)}
        </Text>
      ),
    },
  ]
  const model = useDataTable({ data: requests.data?.rows, columns, getRowId: (request) => request._id })
  const total = requests.data?.pagination?.total ?? 0

  return (
    <div>
      <DataTable
        model={model}
        query={requests}
        label="Privacy requests"
        minWidth={820}
        title="Requests carried out"
        count={() => (total === 1 ? '1 request' : `${total} requests`)}
        loadFailed="Failed to load the privacy requests"
        loadingText="Loading privacy requests..."
        empty={
          <Text size="sm" c="gray.7" ta="center" py="lg">
            No privacy requests yet. Exports and erasures are listed here, with who made them and when.
          </Text>
        }
      />
      {total > REQUESTS_PAGE_SIZE ? (
        <ListFooter
          page={page}
          totalPages={requests.data?.pagination?.totalPages ?? 1}
          onPage={onPage}
          total={total}
          noun="request"
        />
      ) : null}
    </div>
  )
}
