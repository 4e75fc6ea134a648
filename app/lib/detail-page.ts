import { data, isRouteErrorResponse } from 'react-router'

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

/** The message a loader threw with, else `fallback`. */
export function routeErrorMessage(error: unknown, fallback: string): string {
  return isRouteErrorResponse(error) && typeof error.data?.message === 'string'
    ? error.data.message
    : fallback
}
