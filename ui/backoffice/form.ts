import { zod4Resolver } from 'mantine-form-zod-resolver'
import type { z } from 'zod'
import { ApiError } from './api-client'

export type FieldErrors = Record<string, string>

/** What a form's check gives: the data to send, or the message of each faulty field. */
export type FormCheck<Data> = { data: Data; errors: null } | { data: null; errors: FieldErrors }

/**
 * The first message of each faulty field, keyed by its top-level name ('features.2' counts as 'features'), in the
 * order of the schema's fields: @mantine/form's zod resolver run on the values.
 */
export function schemaErrors(schema: z.ZodType, values: unknown): FieldErrors {
  // errorPriority 'first' keeps each path's first message but lists the paths last-first: read them backwards.
  const byPath = Object.entries(
    zod4Resolver(schema, { errorPriority: 'first' })(values as Record<string, unknown>),
  ).reverse()
  const errors: FieldErrors = {}
  for (const [path, message] of byPath) errors[path.split('.')[0] || '_form'] ??= String(message)
  return errors
}

/**
 * Validates form values with an entity's shared zod schema (the API's own messages). Returns the parsed data,
 * or the first message for each field, keyed by its top-level name.
 */
export function validateForm<S extends z.ZodType>(schema: S, values: unknown): FormCheck<z.infer<S>> {
  const errors = schemaErrors(schema, values)
  if (Object.keys(errors).length > 0) return { data: null, errors }
  return { data: schema.parse(values), errors: null }
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

/** Moves the focus to a form's field (the element marked `data-field="{name}"`). */
export function focusField(name: string | undefined) {
  if (name) document.querySelector<HTMLElement>(`[data-field="${name}"]`)?.focus()
}
