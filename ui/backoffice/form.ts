import type { z } from 'zod'
import { ApiError } from './api-client'

export type FieldErrors = Record<string, string>

/**
 * Validates form values with an entity's shared zod schema (the API's own messages). Returns the parsed data,
 * or the first message for each field, keyed by its top-level name.
 */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { data: z.infer<S>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values)
  if (result.success) return { data: result.data, errors: null }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '_form')
    errors[key] ??= issue.message
  }
  return { data: null, errors }
}

/** Field errors the server sent back (400 with `errors`), to show beside their fields. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (error instanceof ApiError && error.errors && Object.keys(error.errors).length > 0) {
    const errors: FieldErrors = {}
    for (const [key, message] of Object.entries(error.errors)) errors[key.split('.')[0]!] ??= message
    return errors
  }
  return null
}
