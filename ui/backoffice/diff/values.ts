import { formatMessageDate } from '../format-date'
import { diffSequence } from './sequence'

/**
 * What the diff kit knows of values, without React: a field's name for a person, whether a value is an image, a
 * date or formatted text, what kind of comparison it gets, and how the items of two lists match.
 */

export type Labels = Readonly<Record<string, string>>

/** Names the rule below gets wrong. */
const LABELS: Labels = {
  id: 'ID',
  _id: 'ID',
  url: 'Address',
  faq: 'FAQ',
  seo: 'SEO',
  altText: 'Alt text',
  sortOrder: 'Order',
}

/**
 * A field's name as a person reads it: 'shortDescription' → 'Short description', 'mainImageUrl' → 'Main image',
 * 'isActive' → 'Active', 'category_id' → 'Category'. `labels` names fields otherwise.
 */
export function labelOf(key: string, labels?: Labels): string {
  const known = labels?.[key] ?? LABELS[key]
  if (known) return known
  const words = key
    .replace(/^is(?=[A-Z])/, '')
    .replace(/(?<=.)(Url|_url|Id|_id)$/, '')
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .toLowerCase()
  return words ? words[0]!.toUpperCase() + words.slice(1) : key
}

const IMAGE_EXTENSION = /\.(avif|gif|jpe?g|png|svg|webp)$/i

/** An uploaded file's address (/uploads/…), or a web address ending in an image's extension. */
export function isImageAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false
  if (/^\/uploads\/\S+$/.test(value)) return true
  const match = /^https?:\/\/[^\s?#]+/i.exec(value)
  return match !== null && IMAGE_EXTENSION.test(match[0])
}

/** A key that names an image whatever its value looks like: 'imageUrl', 'logo', 'mainImageUrl', 'photo'. */
export function isImageKey(key: string): boolean {
  return (
    /^(image|imageUrl|logo|photo|picture|avatar|thumbnail)$/i.test(key) ||
    /(Image|ImageUrl|Logo|Photo)$/.test(key)
  )
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/

/** A date or a time as JSON has it ('2026-03-07', '2026-03-07T14:05:00.000Z'). */
export function isDateText(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) return false
  // A day of the calendar: no 30 February.
  const day = value.slice(0, 10)
  return new Date(`${day}T00:00:00Z`).toISOString().startsWith(day)
}

/** A date as the back-office writes it: 'Mar 7, 2026' for a day, 'Mar 7, 2026, 2:05 PM' for a time. */
export function formatDate(value: string): string {
  if (value.length === 10) {
    return new Date(`${value}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    })
  }
  return formatMessageDate(value)
}

const TAG = /<\/?[a-z][^>]*>/i

/** Whether a text holds HTML markup (a hero title may hold inline HTML). */
export const isHtml = (value: unknown): value is string => typeof value === 'string' && TAG.test(value)

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/**
 * The words of an HTML text, without its markup: what a person reads of it. Never rendered as HTML: the kit shows
 * this text as text.
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])\s*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
      }
      return ENTITIES[name.toLowerCase()] ?? entity
    })
    .replace(/[ \t\u00a0]+/g, ' ')
    .trim()
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Nothing to show: no value, or an empty text. */
export const isEmpty = (value: unknown) => value === undefined || value === null || value === ''

/** JSON with its keys in order at every depth, undefined as null: equal texts for equal values. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (isRecord(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`
  }
  return JSON.stringify(value ?? null) ?? 'null'
}

/** Whether two values are the same, field by field (the order of an object's keys aside). */
export const isSame = (a: unknown, b: unknown) => canonical(a) === canonical(b)

/** A value in words: 'Yes', '1,250', 'Mar 7, 2026', 'a, b'; '' for nothing. */
export function displayText(value: unknown): string {
  if (isEmpty(value)) return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number') return value.toLocaleString('en-US')
  if (isDateText(value)) return formatDate(value)
  if (isHtml(value)) return plainText(value)
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(displayText).filter(Boolean).join(', ')
  return canonical(value)
}

/** How a field is compared and shown. */
export type Kind = 'image' | 'images' | 'text' | 'html' | 'date' | 'value' | 'strings' | 'object' | 'objects'

/**
 * The kind of a field from its name and its values (either may be missing or empty): an image by its key or its
 * address, a list by its items, else text, formatted text, a date, an object, or a plain value (yes/no, a number).
 * `imageKeys` names the fields a content type declares as images.
 */
export function kindOf(key: string, values: readonly unknown[], imageKeys?: ReadonlySet<string>): Kind {
  const present = values.filter((value) => !isEmpty(value))
  if (present.length === 0) return isImageKey(key) || imageKeys?.has(key) ? 'image' : 'value'
  if (present.every((value) => typeof value === 'string')) {
    if (imageKeys?.has(key) || isImageKey(key) || present.every((value) => isImageAddress(value)))
      return 'image'
    if (present.every((value) => isDateText(value))) return 'date'
    return present.some(isHtml) ? 'html' : 'text'
  }
  if (present.every(Array.isArray)) {
    const items = present.flat()
    if (items.length > 0 && items.every(isImageAddress)) return 'images'
    if (items.length > 0 && items.every(isRecord)) return 'objects'
    return 'strings'
  }
  if (present.every(isRecord)) return 'object'
  return 'value'
}

/** One item of a list of objects, matched with its counterpart on the other side. */
export type ListRow = {
  change: 'same' | 'changed' | 'added' | 'removed'
  before?: Record<string, unknown>
  after?: Record<string, unknown>
}

const idOf = (item: Record<string, unknown>) => {
  const id = item._id ?? item.id
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined
}

/**
 * The items of two lists matched: by `_id`/`id` when every item has one (in the order after, the removed where
 * they were); else the unchanged items in order, and between them those removed and added paired by position as
 * changed (a hero slide whose title was edited, not one slide removed and another added).
 */
export function matchLists(
  before: readonly Record<string, unknown>[],
  after: readonly Record<string, unknown>[],
): ListRow[] {
  const row = (a?: Record<string, unknown>, b?: Record<string, unknown>): ListRow => {
    if (!a) return { change: 'added', after: b }
    if (!b) return { change: 'removed', before: a }
    return { change: isSame(a, b) ? 'same' : 'changed', before: a, after: b }
  }
  if ([...before, ...after].every((item) => idOf(item) !== undefined)) {
    const earlier = new Map(before.map((item) => [idOf(item)!, item]))
    const later = new Map(after.map((item) => [idOf(item)!, item]))
    const rows: ListRow[] = []
    // A kept item's step holds it as it was: the one after is looked up by its id.
    for (const step of diffSequence(before, after, (item) => idOf(item)!)) {
      const id = idOf(step.item)!
      if (step.change === 'removed') {
        if (!later.has(id)) rows.push(row(step.item))
      } else rows.push(row(earlier.get(id), later.get(id)))
    }
    return rows
  }
  const rows: ListRow[] = []
  let removed: Record<string, unknown>[] = []
  let added: Record<string, unknown>[] = []
  const flush = () => {
    for (let index = 0; index < Math.max(removed.length, added.length); index++) {
      rows.push(row(removed[index], added[index]))
    }
    removed = []
    added = []
  }
  for (const step of diffSequence(before, after, canonical)) {
    if (step.change === 'removed') removed.push(step.item)
    else if (step.change === 'added') added.push(step.item)
    else {
      flush()
      rows.push(row(step.item, step.item))
    }
  }
  flush()
  return rows
}

const TITLE_KEYS = ['title', 'name', 'question', 'label', 'heading', 'subject', 'email', 'altText']

/** What an item is called: its title, name or question, as text; '' when it has none. */
export function titleOf(item: Record<string, unknown> | undefined): string {
  for (const key of TITLE_KEYS) {
    const value = item?.[key]
    if (typeof value === 'string' && value.trim()) return plainText(value)
  }
  return ''
}
