import { Center, Loader, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { LoadError } from '../components/LoadError'
import type { ListQuery } from './paging'

/**
 * A searched, paged list's states: a spinner while the first page loads, the load error with 'Try Again', what an
 * empty page shows (words, or a block of its own), else the list.
 */
export function ListStates({
  query,
  loadingLabel,
  loadFailed,
  isEmpty,
  empty,
  children,
}: {
  query: ListQuery
  loadingLabel: string
  loadFailed: string
  isEmpty: boolean
  empty: ReactNode
  children: ReactNode
}) {
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={loadingLabel} />
      </Center>
    )
  }
  if (query.isError && !query.data) {
    return <LoadError message={loadFailed} onRetry={() => query.refetch()} isRetrying={query.isFetching} />
  }
  if (isEmpty) {
    return typeof empty === 'string' ? (
      <Text ta="center" c="gray.7" py="xl">
        {empty}
      </Text>
    ) : (
      empty
    )
  }
  return children
}
