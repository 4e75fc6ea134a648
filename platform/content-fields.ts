/**
 * The fields of a content type, each with its kind (docs/decisions/0027-field-kinds.md). Declared once in the
 * type's declaration (`features/<type>/<type>.content-type.ts`, `fields`), they are read by everything that edits
 * or shows the type's fields as a whole: the back-office's edit window builds its form from them
 * (features/editing/admin/), History names and compares the fields by them (ui/backoffice/diff/), and a test
 * holds each declaration against its table. Plain data: it runs on the server and in the
 * browser alike.
 */

type FieldBase = {
  /** The field's name in the API and the form (`shortDescription`). */
  name: string
  /** Its label for a person, as the form shows it ('Short description'); History names changes by it. */
  label: string
  /** The line under the label. */
  description?: string
  /** Whether it must be filled in (the form marks it with an asterisk; the schema refuses it empty). */
  required?: boolean
  placeholder?: string
  /** Side by side with the next field of the same `row` on a wide screen (a name and a surname). */
  row?: string
  /** Beside the texts on a wide screen, with the images (a category's order and switch); images always are. */
  side?: boolean
}

/** Plain text: never HTML, with its limit in characters (the form counts against it as one types). */
export type TextFieldKind = FieldBase & {
  kind: 'text'
  max: number
  /** A text area growing from the first to the second number of lines; one line without. */
  lines?: readonly [number, number]
  /** What the browser's input is for: an e-mail address or a web address. */
  input?: 'email' | 'url'
  /** False: one may type past `max` and is told so on saving (a category's title, whose limits its line states). */
  stopsAtMax?: false
}

/** Rich text, kept as the limited HTML the server's sanitiser allows (platform/sanitize.ts). */
export type RichTextFieldKind = FieldBase & { kind: 'richText'; lines?: readonly [number, number] }

/** One image, uploaded into `folder`, with its alt text in the field `alt` of the same item. */
export type ImageFieldKind = FieldBase & {
  kind: 'image'
  /** The upload folder (`POST /api/upload?folder=…`). */
  folder: string
  /** The item's field holding the image's alt text; none for an image that only decorates. */
  alt?: string
  /** The height of the preview in the form, in pixels. */
  preview?: number
  /** The upload route, when the folder has one of its own ('/upload/categories'). */
  upload?: string
}

/** Whether the item is shown on the website: a switch, or a checkbox where the spec names one. */
export type ActiveFieldKind = FieldBase & { kind: 'active'; checkbox?: boolean }

/**
 * The item's readable address (its type's `address`, docs/product.md#addresses): the slug, with the whole address
 * shown under it, following the title until one is typed; empty on a new item, the server makes it from the title.
 */
export type AddressFieldKind = FieldBase & {
  kind: 'address'
  /** The field whose words make the slug. */ title: string
}

/** Short plain texts in an order, each on its line (a service's features); empty lines are dropped on saving. */
export type TextListFieldKind = FieldBase & {
  kind: 'textList'
  /** What one is called: 'Feature' ('Feature 3'). */
  itemLabel: string
  /** Each text's limit in characters. */
  max: number
  /** How many at the most. */
  most: number
  /** The line under the label ends with how many there are: '…, in this order (4).' */
  counted?: boolean
}

/**
 * The page's search and social fields (docs/product.md#seo): search title, search description, social image; what
 * the page says of itself without them is read from its other fields.
 */
export type SeoFieldKind = FieldBase & {
  kind: 'seo'
  /** The social image's upload folder, and its route when it has one of its own. */
  folder: string
  upload?: string
  /** The fields the page's own title, description (the first filled in) and image are read from. */
  own: { title: string; description: readonly string[]; image?: string }
  /** The preview's title while the page has none: 'Service title'. */
  untitled: string
}

/** Another item of the same type this one sits under (the type's `parentKey`): none for the top level. */
export type ParentFieldKind = FieldBase & { kind: 'parent' }

/** A number typed as text (a display order, a price), checked by the type's schema. */
export type NumberFieldKind = FieldBase & {
  kind: 'number'
  /** The input's width in pixels. */ width?: number
  /** A number with decimals (a price): shown with this many, typed with a decimal keyboard; whole without. */
  decimals?: number
}

/**
 * A date and time, edited in UTC as the website shows it (an event's): empty when not fixed; sent as a date-time
 * without an offset, which the API reads as UTC.
 */
export type DateTimeFieldKind = FieldBase & { kind: 'dateTime' }

/** A yes/no box (a product's 'New' badge): unticked on a new item. */
export type CheckFieldKind = FieldBase & { kind: 'check' }

export type ContentField =
  | TextFieldKind
  | RichTextFieldKind
  | ImageFieldKind
  | ActiveFieldKind
  | AddressFieldKind
  | TextListFieldKind
  | SeoFieldKind
  | ParentFieldKind
  | NumberFieldKind
  | DateTimeFieldKind
  | CheckFieldKind
export type FieldKind = ContentField['kind']

/** A type's fields, checked and kept with their literal names. */
export function defineFields<const T extends readonly ContentField[]>(fields: T): T {
  return fields
}

/** The fields' labels by name, and their image alt texts' ('Photo alt text'): how History names a change. */
export function fieldLabels(fields: readonly ContentField[]): Record<string, string> {
  const labels: Record<string, string> = {}
  for (const field of fields) {
    labels[field.name] = field.label
    if (field.kind === 'image' && field.alt) labels[field.alt] = `${field.label}: alt text`
  }
  return labels
}

/**
 * An ISO date-time as a `datetime-local` input edits it, in UTC (what the administrator types is what visitors
 * read): '2027-03-05T14:30'; '' for none.
 */
export function toDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16)
}

/** The input's value → the API's date (an offset-less date-time, which the API reads as UTC), or null. */
export function fromDateTimeInput(value: string): string | null {
  return value.trim() ? value.trim() : null
}

/** Where an image field uploads: its folder's own route, or the general one with the folder. */
export function uploadPathOf(field: Pick<ImageFieldKind, 'folder' | 'upload'>): string {
  return field.upload ?? `/upload?folder=${field.folder}`
}

/** A list of texts as saved: in their order, without surrounding spaces and empty lines (text: one per line). */
export function cleanLines(lines: readonly string[] | string): string[] {
  const list = typeof lines === 'string' ? lines.split(/\r?\n/) : lines
  return list.map((line) => line.trim()).filter(Boolean)
}

/** The names of the fields that hold rich text: History compares their words, not their tags. */
export function richTextNames(fields: readonly ContentField[]): string[] {
  return fields.filter((field) => field.kind === 'richText').map((field) => field.name)
}

/** The messages the API answers for a plain text field, made from its label: 'Name is required'. */
export function textMessages(field: Pick<TextFieldKind, 'label' | 'max'>) {
  return {
    required: `${field.label} is required`,
    tooLong: `${field.label} must be at most ${field.max} characters`,
  }
}

/** The edit window's message for an image without alt text that is not marked decorative. */
export const ALT_TEXT_REQUIRED = 'Describe the image for people who cannot see it, or mark it decorative'

/**
 * The declared images that have a file but no alt text (docs/product.md#alt-text): each error under its alt text
 * field. An alt text is the item's `alt` value: text, or '' for an image marked decorative; none (null) or only
 * spaces is missing.
 */
export function missingAltTexts(
  fields: readonly ContentField[],
  values: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of fields) {
    if (field.kind !== 'image' || !field.alt || !values[field.name]) continue
    const alt = values[field.alt]
    if (alt === '') continue
    if (typeof alt !== 'string' || alt.trim() === '') errors[field.alt] = ALT_TEXT_REQUIRED
  }
  return errors
}

/** The alt texts of an item's declared images, for its form (null: none given; '': decorative). */
export function altValuesOf(
  fields: readonly ContentField[],
  item: Readonly<Record<string, unknown>> | null,
): Record<string, string | null> {
  const values: Record<string, string | null> = {}
  for (const field of fields) {
    if (field.kind !== 'image' || !field.alt) continue
    const alt = item?.[field.alt]
    values[field.alt] = typeof alt === 'string' ? alt : null
  }
  return values
}
