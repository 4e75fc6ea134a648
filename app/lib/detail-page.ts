import { data, isRouteErrorResponse, redirect } from 'react-router'

/** A detail page's documented messages (docs/product.md#service-page, docs/product.md#category-page). */
export type DetailErrors = { notFound: string; missingId: string; failed: string }

/** The messages of the page of a `noun` ('service': "Service not found", "No service ID provided", …). */
export function detailErrors(noun: string): DetailErrors {
  return {
    notFound: `${noun[0]?.toUpperCase()}${noun.slice(1)} not found`,
    missingId: `No ${noun} ID provided`,
    failed: `Failed to load ${noun}. Please try again later.`,
  }
}

/**
 * A detail page's record by the id in its address: 400 without an id, 404 when there is no such record, 500 (and
 * the error logged) when reading it failed.
 */
export async function loadDetail<T>(
  id: string | undefined,
  read: (id: string) => Promise<T>,
  errors: DetailErrors,
): Promise<T> {
  if (!id) throw data({ message: errors.missingId }, { status: 400 })
  try {
    return await read(id)
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) {
      throw data({ message: errors.notFound }, { status: 404 })
    }
    console.error(error)
    throw data({ message: errors.failed }, { status: 500 })
  }
}

/**
 * A detail page by the slug in its address (docs/product.md#addresses): as loadDetail, except that an address the
 * item had before, or its id, answers a 301 to its page (the redirect table answers those before rendering; this is
 * for the moment between a write and the table's rebuild, and for servers without the table).
 */
export async function loadAddressed<T>(
  key: string | undefined,
  read: (slug: string) => Promise<T>,
  resolve: (key: string) => Promise<string | undefined>,
  errors: DetailErrors,
): Promise<T> {
  try {
    return await loadDetail(key, read, errors)
  } catch (error) {
    if (!key || (error as { init?: ResponseInit }).init?.status !== 404) throw error
    const page = await resolve(key).catch(() => undefined)
    if (page) throw redirect(page, 301)
    throw error
  }
}

/** The message a loader threw with, else `fallback`. */
export function routeErrorMessage(error: unknown, fallback: string): string {
  return isRouteErrorResponse(error) && typeof error.data?.message === 'string'
    ? error.data.message
    : fallback
}
