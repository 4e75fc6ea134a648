import { Center, Loader, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { LoadError } from '../components/LoadError'

/**
 * A searched, paged list's states: a spinner while the first page loads, the load error with 'Try Again', the
 * words for an empty page, else the list.
 */
export function ListStates({
  query,
  loadingLabel,
  loadFailed,
  isEmpty,
  emptyText,
  children,
}: {
  query: { data: unknown; isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown }
  loadingLabel: string
  loadFailed: string
  isEmpty: boolean
  emptyText: string
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
    return (
      <Text ta="center" c="gray.7" py="xl">
        {emptyText}
      </Text>
    )
  }
  return children
}
