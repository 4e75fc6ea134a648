import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import type { ListMove } from '../components/SortableList'
import { notify } from '../notify'
import { useApi } from '../queries'

/**
 * Saving a list's new order at once (docs/product.md#ordering-lists): the rows move on the screen straight away,
 * one `PUT {path}/order` sends every id in order and the item moved (which the audit log names); if it fails, the
 * rows go back where they were and a toast says so. No toast on success: the rows moving (and, for screen readers,
 * the kit's announcement) say it.
 */
export function useListOrder<T extends { _id: string }, Data = T[]>({
  queryKey,
  path,
  failed,
  within,
}: {
  queryKey: QueryKey
  path: string
  /** The error toast's words. */
  failed: string
  /** Where the list is in the query's data, when it is not the data itself (a category's products). */
  within?: (data: Data, rows: T[]) => Data
}) {
  const api = useApi()
  const client = useQueryClient()
  return async (rows: T[], move: ListMove<T> | null) => {
    await client.cancelQueries({ queryKey, exact: true })
    const before = client.getQueryData<Data>(queryKey)
    client.setQueryData(queryKey, within && before ? within(before, rows) : rows)
    try {
      await api.put(`${path}/order`, { ids: rows.map((row) => row._id), moved: move?.item._id })
    } catch {
      client.setQueryData(queryKey, before)
      notify.error(failed)
    }
    await client.invalidateQueries({ queryKey, exact: true })
  }
}
