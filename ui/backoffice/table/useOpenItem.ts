import { useSearchParams } from 'react-router'

/**
 * The item a list has open, kept in the address (`?message=<id>`, `?mail=<id>`) so that a link or a reload opens
 * it again: its id, or null, and how to open another or close it (the address is replaced, not pushed).
 */
export function useOpenItem(param: string): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams()
  function open(id: string | null) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (id) next.set(param, id)
        else next.delete(param)
        return next
      },
      { replace: true },
    )
  }
  return [params.get(param), open]
}
