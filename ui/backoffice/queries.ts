import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useCallback } from 'react'
import { type ApiClient, createApiClient, unwrapData, unwrapList } from './api-client'
import { useAuth } from './AuthProvider'
import { queryClient } from './query-client'
import { assessToken, tokenStore } from './session'
import { apiPathOf } from '../../platform/content-types'

/**
 * Query keys of the resources kept for 5 minutes (the provider's staleTime; docs/product.md#api) that are no content
 * type: a content type's keys are its name (contentReads).
 */
export const queryKeys = {
  contact: ['contact'] as const,
  unreadMessages: ['contact', 'unread'] as const,
  newsletter: ['newsletter'] as const,
  announcements: ['newsletter', 'announcements'] as const,
  mail: ['mail'] as const,
  mailSettings: ['mail', 'settings'] as const,
  privacy: ['privacy'] as const,
  /** Which items have an unpublished draft (GET /api/drafts, every type): the lists' Draft badges. */
  drafts: ['drafts'] as const,
  /** The Trash (docs/product.md#trash): every delete of content adds to it. */
  trash: ['trash'] as const,
}

/** A list screen's read: the key it is kept under and the API path it comes from. */
export type ListRead = { queryKey: QueryKey; path: string }

/**
 * A content type's reads (platform/content-types.ts), named after it: its list (or single record), kept under
 * `[name]` and read from its API path (a screen's useEntityList and its route's preloadList), and one item under
 * `[name, id]`.
 */
export function contentReads<const Name extends string>(type: { name: Name; apiPath?: string }) {
  return {
    queryKey: [type.name] as const,
    path: apiPathOf(type),
    item: (id: string) => [type.name, id] as const,
  } satisfies ListRead & { item: unknown }
}

/** The signed-in administrator's API client. */
export function useApi() {
  return useAuth().api
}

function listQuery<T>(api: ApiClient, key: QueryKey, path: string, query?: Record<string, string | boolean>) {
  return {
    queryKey: query ? [...key, query] : key,
    queryFn: async () => unwrapList<T>(await api.get(path, { query })),
  }
}

/** A list from the API, accepted bare, under data or under data.data (docs/product.md#api). */
export function useApiList<T>(key: QueryKey, path: string, query?: Record<string, string | boolean>) {
  return useQuery(listQuery<T>(useApi(), key, path, query))
}

/** How long a screen's opening waits for its list before it shows the list's placeholder rows instead. */
export const PRELOAD_WAIT_MS = 500

/**
 * A route's clientLoader: starts reading the screen's list as soon as the screen is chosen (in parallel with its
 * code, before it renders), and waits for it up to PRELOAD_WAIT_MS, so that after signing in the screen is drawn
 * once, with its rows, instead of placeholder rows first. A list already in the cache is not read again; without
 * a session it does nothing (the shell sends the person to sign in); a failed read is left to the screen.
 */
export async function preloadList({ queryKey, path }: ListRead): Promise<null> {
  if (assessToken(tokenStore.read().token) !== 'verify') return null
  const api = createApiClient({ getToken: () => tokenStore.read().token })
  const read = queryClient.prefetchQuery(listQuery(api, queryKey, path))
  await Promise.race([read, new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS))])
  return null
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
