/** The pure rules of the back-office's server-paged lists (messages, outbox, subscribers, audit log, …). */
import { unwrapList } from '../api-client'

/** The paging the API sends with a page of a list. */
export type PageInfo = { page: number; limit: number; total: number; totalPages: number }

/** One page of a list as the screens keep it: its rows and the API's paging. */
export type Page<Row> = { rows: Row[]; pagination?: PageInfo }

/** The page buttons and count under a paged list. */
export type Pager = {
  page: number
  totalPages: number
  /** How many items the whole list has, once known. */
  total: number | undefined
  onPage: (page: number) => void
}

/** A page from the API's answer: the rows (bare, under data or under data.data) and its paging. */
export function pageOf<Row>(body: unknown): Page<Row> {
  return {
    rows: unwrapList<Row>(body),
    pagination: (body as { pagination?: PageInfo } | undefined)?.pagination,
  }
}

/** The pager of a page that may not have loaded yet: one page and no count until it has. */
export function pagerOf(
  shown: Page<unknown> | undefined,
  page: number,
  onPage: (page: number) => void,
): Pager {
  return {
    page,
    totalPages: shown?.pagination?.totalPages ?? 1,
    total: shown?.pagination?.total,
    onPage,
  }
}

/** A list's filters and page. */
export type ListView<Filters> = { filters: Filters; page: number }

/** Changing filters (a search, a status) starts again at page 1; unchanged filters keep the page. */
export function withFilters<Filters extends object>(
  view: ListView<Filters>,
  patch: Partial<Filters>,
): ListView<Filters> {
  const filters = { ...view.filters, ...patch }
  const changed = (Object.keys(patch) as (keyof Filters)[]).some((key) => view.filters[key] !== filters[key])
  return changed ? { filters, page: 1 } : view
}

/** The query sent for a page of a list: its filters, the page and the page's size. */
export function pageQuery(
  view: ListView<Record<string, string>>,
  limit: number,
): Record<string, string | number> {
  return { ...view.filters, page: view.page, limit }
}

/** What a list's states need of its query (TanStack Query's result). */
export type ListQuery = {
  data: unknown
  isPending: boolean
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
}

/** What {@link PagedList} shows: the query behind it, its rows and, for a paged list, its pager. */
export type ListSource<Row> = { query: ListQuery; rows: Row[]; pager?: Pager }

/** A paged list's source: the rows of the page shown and its pager. */
export function pagedSource<Row>(
  query: ListQuery & { data: Page<Row> | undefined },
  page: number,
  onPage: (page: number) => void,
): ListSource<Row> & { pager: Pager } {
  return { query, rows: query.data?.rows ?? [], pager: pagerOf(query.data, page, onPage) }
}

/** An unpaged list's source (a useApiList query): all its rows and no pager. */
export function unpagedSource<Row>(query: ListQuery & { data: Row[] | undefined }): ListSource<Row> {
  return { query, rows: query.data ?? [] }
}

/**
 * A list's filters and page read from the address (`?action=update&page=2`): a filter the address lacks is
 * empty, a missing or unreadable page is page 1.
 */
export function viewFromAddress<Key extends string>(
  params: URLSearchParams,
  keys: readonly Key[],
): ListView<Record<Key, string>> {
  return {
    filters: Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<Key, string>,
    page: Math.max(1, Number(params.get('page')) || 1),
  }
}

/** The address of a list's filters and page: the filters set, then the page when it is not the first. */
export function addressOfView<Key extends string>(
  view: ListView<Record<Key, string>>,
  keys: readonly Key[],
): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of keys) if (view.filters[key]) params.set(key, view.filters[key])
  if (view.page > 1) params.set('page', String(view.page))
  return params
}
