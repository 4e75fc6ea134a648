import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { addressOfView, type ListView, viewFromAddress } from './paging'

/**
 * A list's filters and page, read from the address once and copied back to it (replaced, not pushed) on each
 * change. They live in state, not in the address alone: two changes in a row (two selects) both count, which
 * deriving them from the address loses when the second comes before the address has changed. `keys` must not
 * change between renders (a constant).
 */
export function useViewInAddress<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams()
  const [view, setView] = useState<ListView<Record<Key, string>>>(() => viewFromAddress(params, keys))
  useEffect(() => {
    const search = addressOfView(view, keys)
    if (search.toString() !== new URLSearchParams(window.location.search).toString()) {
      setParams(search, { replace: true })
    }
  }, [view, keys, setParams])
  return [view, setView] as const
}
