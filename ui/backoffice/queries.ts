import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useCallback } from 'react'
import { unwrapData, unwrapList } from './api-client'
import { useAuth } from './AuthProvider'

/**
 * Query keys of the resources kept for 5 minutes (the provider's staleTime; docs/product.md#api), and the rest.
 */
export const queryKeys = {
  services: ['services'] as const,
  categories: ['categories'] as const,
  category: (id: string) => ['categories', id] as const,
  events: ['events'] as const,
  team: ['team'] as const,
  partners: ['partners'] as const,
  clients: ['clients'] as const,
  company: ['company'] as const,
  contact: ['contact'] as const,
  unreadMessages: ['contact', 'unread'] as const,
  newsletter: ['newsletter'] as const,
  announcements: ['newsletter', 'announcements'] as const,
  mail: ['mail'] as const,
  mailSettings: ['mail', 'settings'] as const,
  privacy: ['privacy'] as const,
}

/** The signed-in administrator's API client. */
export function useApi() {
  return useAuth().api
}

/** A list from the API, accepted bare, under data or under data.data (docs/product.md#api). */
export function useApiList<T>(key: QueryKey, path: string, query?: Record<string, string | boolean>) {
  const api = useApi()
  return useQuery({
    queryKey: query ? [...key, query] : key,
    queryFn: async () => unwrapList<T>(await api.get(path, { query })),
  })
}

/** One object from the API (the payload of its envelope). */
export function useApiObject<T>(key: QueryKey, path: string, options: { enabled?: boolean } = {}) {
  const api = useApi()
  return useQuery({
    queryKey: key,
    queryFn: async () => unwrapData<T>(await api.get(path)),
    enabled: options.enabled,
  })
}

/**
 * Every write invalidates the cached reads it may have changed. Given no keys, everything is refetched
 * (admin data is small; a stale screen is worse than one more request).
 */
export function useInvalidate() {
  const client = useQueryClient()
  return useCallback(
    async (...keys: QueryKey[]) => {
      if (keys.length === 0) return client.invalidateQueries()
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })))
    },
    [client],
  )
}

/**
 * An add/edit form's write: PUT `{path}/{id}` for an item, POST `path` for a new one, then the given reads are
 * loaded again. Resolves to the API's answer.
 */
export function useSaveEntity(path: string, item: { _id: string } | null, ...keys: QueryKey[]) {
  const api = useApi()
  const invalidate = useInvalidate()
  return async (body: unknown) => {
    const answer = item ? await api.put(`${path}/${item._id}`, body) : await api.post(path, body)
    await invalidate(...keys)
    return answer
  }
}
