import { Skeleton, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { unwrapData } from './api-client'
import { useApi } from './queries'

/** What deleting would take with it (GET /api/trash/contents, docs/product.md#trash). */
type TrashContents = { withIt: string; children: number; parts: Record<string, number> }

/**
 * What a delete confirmation adds (docs/product.md#trash): what goes with the item, and that it can come back from
 * the Trash for 30 days.
 */
export function trashSentence(withIt: string | undefined, count = 1): string {
  if (withIt) {
    const goes = /^1 \S+$/.test(withIt) ? 'goes' : 'go'
    return `Its ${withIt} ${goes} with it. You can restore them together from the Trash for 30 days.`
  }
  return count === 1
    ? 'It goes to the Trash, where you can restore it for 30 days.'
    : 'They go to the Trash together, where you can restore them for 30 days.'
}

/**
 * The line under a delete confirmation's own words: that the item goes to the Trash for 30 days and, given `of`
 * (the type and the ids about to be deleted), what goes with it, asked of the server when the dialog opens.
 */
export function TrashNote({ of, count = 1 }: { of?: { type: string; ids: string[] }; count?: number }) {
  const api = useApi()
  const contents = useQuery({
    // Not under the trash's key: the delete that follows reloads the trash, and these items are gone by then.
    queryKey: ['trash-contents', of?.type, of?.ids],
    queryFn: async () =>
      unwrapData<TrashContents>(
        await api.get('/trash/contents', { query: { type: of!.type, ids: of!.ids.join(',') } }),
      ),
    enabled: Boolean(of && of.ids.length > 0),
    staleTime: 0,
    retry: false,
    gcTime: 0,
  })
  if (of && contents.isLoading) return <Skeleton h={14} w="80%" aria-hidden />
  return (
    <Text size="sm" c="gray.7">
      {trashSentence(contents.data?.withIt, count)}
    </Text>
  )
}
