import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query'
import { useApi } from '../queries'
import { type Page, pageOf } from './paging'

/**
 * One page of a list the server pages: read from `path` with `query`, kept under `queryKey`; the page shown stays
 * while the next one loads. `staleTime`, when the key is given (even undefined), replaces the provider's.
 */
export function usePageQuery<Row>({
  queryKey,
  path,
  query,
  refetchInterval,
  ...options
}: {
  queryKey: QueryKey
  path: string
  query: Record<string, string | number | boolean | undefined>
  staleTime?: number
  /** Look again this often (ms) while the page shown needs it, e.g. while a mail on it is on its way. */
  refetchInterval?: (page: Page<Row> | undefined) => number | false
}) {
  const api = useApi()
  return useQuery({
    queryKey,
    queryFn: async (): Promise<Page<Row>> => pageOf<Row>(await api.get(path, { query })),
    placeholderData: keepPreviousData,
    ...options,
    refetchInterval: refetchInterval ? (shown) => refetchInterval(shown.state.data) : undefined,
  })
}
