import { z } from 'zod'
import { type ContentField, textMessages, type TextFieldKind } from './content-fields'

/** Field builders shared by every entity schema (API and admin forms alike). */

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const UNSTORABLE_REASON = 'a character that cannot be stored (U+0000 or an unpaired UTF-16 surrogate)'
export const UNSTORABLE_TEXT_MESSAGE = `Contains ${UNSTORABLE_REASON}`
/** The API's message when a request carries such text; `field` is where it was found. */
export const unstorableFieldMessage = (field: string) => `"${field}" contains ${UNSTORABLE_REASON}`

/**
 * PostgreSQL refuses U+0000 in text, and an unpaired surrogate has no UTF-8 form (it would be stored as U+FFFD,
 * silently changed). Text with either is refused wherever it enters: by these builders and, for every request,
 * by the API's input guard (platform/http/input-guard.ts).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value)
}

/** `value` with what cannot be stored replaced by U+FFFD, to name a field in a message. */
export function storableForm(value: string): string {
  return value.replaceAll('\u0000', '\ufffd').replace(new RegExp(LONE_SURROGATE, 'g'), '\ufffd')
}

/** A string field that refuses unstorable text (see isStorableText). */
const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)

export const requiredText = (message: string, max = 500, maxMessage = `Must be at most ${max} characters`) =>
  text({ error: message }).trim().min(1, message).max(max, maxMessage)

export const optionalText = (max = 5000, maxMessage = `Must be at most ${max} characters`) =>
  text().trim().max(max, maxMessage)

export const emailField = (requiredMessage = 'Email is required') =>
  text({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address'))
    .transform((value) => value.toLowerCase())

/**
 * A field that ends up in a mail header (a subject, a Reply-To name) holds one line: a line break there could add
 * headers of the sender's choosing.
 */
export function oneLine<T extends z.ZodType<string>>(field: T, label: string) {
  return field.refine((value) => !/[\r\n]/.test(value), `${label} must be on one line`)
}

/** An image reference: a path in media storage (/uploads/…) or an absolute http(s) URL. */
export const imageUrlField = text()
  .trim()
  .max(2048, 'Image URL is too long')
  .refine(
    (value) =>
      (/^\/uploads\/[\w./-]+$/.test(value) && !value.includes('..')) ||
      /^https?:\/\/[^\s"'<>]+$/i.test(value),
    'Please enter a valid image URL',
  )

/**
 * The schemas whose values are image references. A write's body is searched for them, and an http(s) address
 * found there is imported into the media library before the write (features/media/remote-image-fields.ts): a
 * field built on imageUrlField is covered wherever it is nested, without naming it anywhere else.
 */
const IMAGE_FIELDS = new WeakSet<z.ZodType>([imageUrlField])

/** Whether a schema is an image reference field (imageUrlField itself). */
export const isImageField = (schema: z.ZodType) => IMAGE_FIELDS.has(schema)

/** An image reference, or none (null or an empty string, stored as null). */
export const optionalImageUrl = z
  .union([z.literal(''), imageUrlField])
  .nullable()
  .transform((value) => value || null)

/** An optional web address; empty means none. */
export const websiteField = (message = 'Please enter a valid website URL') =>
  text()
    .trim()
    .max(2048, message)
    .refine((value) => value === '' || isHttpUrl(value), message)

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

export const IdParamsSchema = z.object({ id: z.string().max(100) })

/**
 * The body of a restore (a revision from History, a deletion from the Trash): it may give the item another name,
 * when its old one is taken meanwhile (a category's title).
 */
export const RestoreBodySchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Please enter a name')
      .max(200, 'Must be at most 200 characters')
      .optional(),
  })
  .optional()

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether an id can exist at all; anything else is answered as "not found" without asking the database. */
export function isUuid(value: string): boolean {
  return UUID.test(value)
}

/** Boolean query flags as the API's callers send them (docs/product.md#api): "true" / "false". */
export const queryFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional()

/** An entity as the API answers it: its `_id`, its own fields, then when it was created and last changed (ISO). */
export const recordSchema = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ _id: z.string(), ...shape, createdAt: z.string(), updatedAt: z.string() })

/**
 * The schema of a declared plain text field (platform/content-fields.ts): required or optional, trimmed, within its
 * limit, with the messages made from its label ('Name is required', 'Name must be at most 100 characters'); an
 * e-mail field checks the address.
 */
export function textSchema(field: TextFieldKind) {
  const messages = textMessages(field)
  if (field.input === 'email') return emailField(messages.required)
  return field.required
    ? requiredText(messages.required, field.max, messages.tooLong)
    : optionalText(field.max, messages.tooLong)
}

/** The declared plain text field `name` of `fields`' schema (a declaration's typo fails at once, not at a save). */
export function declaredText(fields: readonly ContentField[], name: string) {
  const field = fields.find((candidate) => candidate.name === name)
  if (field?.kind !== 'text') throw new Error(`No plain text field "${name}" is declared`)
  return textSchema(field)
}

/**
 * An image's alt text (docs/product.md#alt-text): what a person who cannot see the image is told. Null: none was
 * given (the website describes the image from its item, as before); '' (empty): the image only decorates.
 */
export const altTextField = text()
  .trim()
  .max(250, 'Alt text must be at most 250 characters')
  .nullable()
  .optional()

/** The search and social lengths the SEO fields hint at (docs/product.md#seo); the limits are twice as long. */
export const SEO_HINTS = { title: 60, description: 155 } as const

/**
 * A page's search title, search description and social image (docs/product.md#seo), each optional: empty means
 * the page's own (its title, its short description, its first image).
 */
export const SeoSchema = z
  .object({
    title: optionalText(120, 'Search title must be at most 120 characters').optional(),
    description: optionalText(320, 'Search description must be at most 320 characters').optional(),
    image: optionalImageUrl.optional(),
  })
  .strict()

export type Seo = z.infer<typeof SeoSchema>
