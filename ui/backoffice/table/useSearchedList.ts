import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { unwrapList } from '../api-client'
import { useApi } from '../queries'

type Page<Row> = {
  rows: Row[]
  pagination?: { page: number; limit: number; total: number; totalPages: number }
}

/**
 * A list the server searches, filters by status and pages (messages, subscribers, the outbox): the search box's
 * text (sent 300 ms after the last key), the status, the page, and the query for that page. A new search or
 * status starts again at page 1. `filters` goes to {@link ListFilters} as it is.
 */
export function useSearchedList<Row, Status extends string>({
  queryKey,
  path,
  pageSize,
  initialStatus,
  staleTime,
  refetchInterval,
}: {
  queryKey: QueryKey
  path: string
  pageSize: number
  initialStatus: Status
  staleTime?: number
  /** Look again this often (ms) while the page shown needs it, e.g. while a mail on it is on its way. */
  refetchInterval?: (page: Page<Row> | undefined) => number | false
}) {
  const api = useApi()
  const [search, setSearch] = useState('')
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300)
  const [status, setStatus] = useState<Status>(initialStatus)
  const [page, setPage] = useState(1)

  const list = useQuery({
    queryKey: [...queryKey, { search: debouncedSearch, status, page }],
    queryFn: async (): Promise<Page<Row>> => {
      const body = await api.get<{ pagination?: Page<Row>['pagination'] }>(path, {
        query: { search: debouncedSearch, status, page, limit: pageSize },
      })
      return { rows: unwrapList<Row>(body), pagination: body?.pagination }
    },
    placeholderData: keepPreviousData,
    staleTime,
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : undefined,
  })

  return {
    list,
    rows: list.data?.rows ?? [],
    total: list.data?.pagination?.total,
    totalPages: list.data?.pagination?.totalPages ?? 1,
    debouncedSearch,
    status,
    page,
    setPage,
    filters: {
      search,
      onSearch(value: string) {
        setSearch(value)
        setPage(1)
      },
      status,
      onStatus(value: Status) {
        setStatus(value)
        setPage(1)
      },
    },
  }
}
