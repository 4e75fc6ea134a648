import { useDebouncedValue } from '@mantine/hooks'
import type { QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import { type Page, pagedSource, pageQuery, withFilters } from './paging'
import { usePageQuery } from './usePageQuery'

/**
 * A list the server searches, filters by status and pages (messages, subscribers, the outbox, recipients): the
 * search box's text (sent 300 ms after the last key), the status, the page, and the query for that page. A new
 * search or status starts again at page 1. Give the result to {@link PagedList} as `list`; `filters` goes to its
 * filter bar ({@link ListFilters}) as it is.
 */
export function usePagedList<Row, Status extends string>({
  queryKey,
  path,
  pageSize,
  initialStatus,
  staleTime = 0,
  refetchInterval,
  statusParam = 'status',
}: {
  queryKey: QueryKey
  path: string
  pageSize: number
  initialStatus: Status
  /**
   * How long a page read stays fresh: by default not at all, so each visit reads it again. What these lists show
   * changes without the person doing anything (a message arrives, a mail is sent, someone subscribes), unlike the
   * content lists, which keep the provider's 5 minutes and are refreshed by the person's own writes.
   */
  staleTime?: number
  /** Look again this often (ms) while the page shown needs it, e.g. while a mail on it is on its way. */
  refetchInterval?: (page: Page<Row> | undefined) => number | false
  /** The query parameter the filter is sent as, when the API names it otherwise (the redirects' `kind`). */
  statusParam?: string
}) {
  const [view, setView] = useState({ filters: { search: '', status: initialStatus }, page: 1 })
  const [debouncedSearch] = useDebouncedValue(view.filters.search.trim(), 300)
  const { status } = view.filters
  const sent = { filters: { search: debouncedSearch, [statusParam]: status }, page: view.page }

  const query = usePageQuery<Row>({
    queryKey: [...queryKey, { search: debouncedSearch, status, page: view.page }],
    path,
    query: pageQuery(sent, pageSize),
    staleTime,
    refetchInterval,
  })
  const setPage = (page: number) => setView((current) => ({ ...current, page }))

  return {
    ...pagedSource(query, view.page, setPage),
    debouncedSearch,
    status,
    filters: {
      search: view.filters.search,
      onSearch: (search: string) => setView((current) => withFilters(current, { search })),
      status,
      onStatus: (next: Status) => setView((current) => withFilters(current, { status: next })),
    },
  }
}
