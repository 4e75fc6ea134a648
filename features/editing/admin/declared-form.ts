import type { z } from 'zod'
import { altValuesOf, missingAltTexts } from '../../../platform/content-fields'
import type { ContentType } from '../../../platform/content-types'
import { type FormCheck, validateForm } from '../../../ui/backoffice/form'
import { declaredInput, declaredValuesOf } from './declared-values'

/** How a window's values are checked: on the schema (with what `toInput` makes of them), or by its own check. */
export type DeclaredCheck<Values, Data> =
  | { schema: z.ZodType<Data>; toInput?: (values: Values) => unknown; check?: never }
  | { check: (values: Values) => FormCheck<Data>; schema?: never; toInput?: never }

/** What declares the fields: a content type, or one of its parts (an event of a category), with its switch. */
export type Declared = Pick<ContentType, 'active' | 'fields'>

export type DeclaredFormOptions<T, Values, Data> = DeclaredCheck<Values, Data> & {
  /** The form's own values from an item, or from none (a new one); they come over the declared ones. */
  valuesOf: (item: Partial<T> | null) => Values
  /**
   * The declared images with a file chosen and not uploaded yet (uploaded on saving, an event's): their alt text is
   * required as an uploaded image's is.
   */
  chosen?: (values: Values) => readonly string[]
}

/**
 * The values and the check of an edit window's form, made from its declared fields (docs/decisions/0027): each
 * field's value as its kind edits it, the form's own over them, each declared image's alt text; the check sends the
 * schema what the API takes and requires an image's alt text unless it is marked decorative. useEditWindow and
 * usePartWindow share it.
 */
export function declaredForm<T, Values extends Record<string, unknown>, Data>(
  declared: Declared,
  options: DeclaredFormOptions<T, Values, Data>,
  isNew: boolean,
) {
  const fields = declared.fields ?? []
  const valuesOf = (from: Partial<T> | null) => {
    const row = from as Readonly<Record<string, unknown>> | null
    return {
      ...declaredValuesOf(declared, row),
      ...options.valuesOf(from),
      ...altValuesOf(fields, row),
    } as Values
  }
  const check = (values: Values): FormCheck<Data> => {
    const found = options.check
      ? options.check(values)
      : validateForm(
          options.schema,
          declaredInput(
            declared,
            (options.toInput ? options.toInput(values) : values) as Record<string, unknown>,
            isNew,
          ),
        )
    const chosen = Object.fromEntries((options.chosen?.(values) ?? []).map((name) => [name, true]))
    const missing = missingAltTexts(fields, { ...values, ...chosen })
    if (Object.keys(missing).length === 0) return found
    return { data: null, errors: { ...found.errors, ...missing } }
  }
  return { valuesOf, check }
}
