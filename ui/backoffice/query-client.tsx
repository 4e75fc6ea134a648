import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

export const CACHE_TIME_MS = 5 * 60 * 1000

/**
 * The back-office's API cache (5 min, docs/product.md#api): one per tab, kept while the person moves between
 * screens. Only the screens that read through it load TanStack Query: the signed-in shell and the invitation
 * screen, not the sign-in page.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: CACHE_TIME_MS, retry: 1 } },
})

export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
