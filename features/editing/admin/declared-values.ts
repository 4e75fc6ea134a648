import { cleanLines, fromDateTimeInput, toDateTimeInput } from '../../../platform/content-fields'
import type { ContentType } from '../../../platform/content-types'
import type { Seo } from '../../../platform/fields'
import { seoInput, seoValues } from './SeoFields'

/** The form's name of the "take it over" checkbox of an address another item's old page still redirects from. */
export const RECLAIM = 'reclaimSlug'

type Row = Readonly<Record<string, unknown>>

/** The type's switch as the form holds it: on or off, whatever values its column takes ('active', 'inactive'). */
function isOn(type: Pick<ContentType, 'active'>, value: unknown): boolean {
  if (value === undefined || value === null) return true
  return type.active ? value === type.active.on : value === true
}

/**
 * The form's values of an item's declared fields, as their kinds edit them (a new item's when there is none): texts
 * empty, images none, a switch on, a box unticked, an address empty with its checkbox off, the SEO fields each
 * empty, a list copied, a number as text (with its decimals), a date and time as its input edits it (UTC). A form's own values (valuesOf) come over them.
 */
export function declaredValuesOf(
  type: Pick<ContentType, 'active' | 'fields'>,
  item: Row | null,
): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const field of type.fields ?? []) {
    const value = item?.[field.name]
    switch (field.kind) {
      case 'text':
      case 'richText':
        values[field.name] = value ?? ''
        break
      case 'number':
        values[field.name] =
          value === undefined || value === null || value === ''
            ? ''
            : field.decimals === undefined
              ? String(value)
              : Number(value).toFixed(field.decimals)
        break
      case 'dateTime':
        values[field.name] = toDateTimeInput(value as string | null | undefined)
        break
      case 'check':
        values[field.name] = value === true
        break
      case 'image':
      case 'parent':
        values[field.name] = value ?? null
        break
      case 'active':
        values[field.name] = isOn(type, value)
        break
      case 'address':
        values[field.name] = value ?? ''
        values[RECLAIM] = false
        break
      case 'textList':
        values[field.name] = [...((value as readonly string[] | undefined) ?? [])]
        break
      case 'seo':
        values[field.name] = seoValues(value as Seo | undefined)
        break
    }
  }
  return values
}

/**
 * What the type's schema is given of the declared fields: a list without its empty lines, the SEO fields filled in
 * only, a switch as its column's value, a date and time as the API reads it (none when empty), a new item's empty
 * address left to the server (it makes one from the title).
 */
export function declaredInput(
  type: Pick<ContentType, 'active' | 'fields'>,
  input: Row,
  isNew: boolean,
): Record<string, unknown> {
  const sent: Record<string, unknown> = { ...input }
  for (const field of type.fields ?? []) {
    if (!(field.name in input)) continue
    const value = input[field.name]
    switch (field.kind) {
      case 'address':
        if (isNew && typeof value === 'string' && value.trim() === '') sent[field.name] = undefined
        sent[RECLAIM] = input[RECLAIM] || undefined
        break
      case 'textList':
        sent[field.name] = cleanLines(value as string[] | string)
        break
      case 'seo':
        sent[field.name] = seoInput(value as Required<Seo>)
        break
      case 'dateTime':
        sent[field.name] = fromDateTimeInput(String(value ?? ''))
        break
      case 'active':
        if (typeof value === 'boolean' && type.active && typeof type.active.on !== 'boolean')
          sent[field.name] = value ? type.active.on : type.active.off
        break
      default:
        break
    }
  }
  return sent
}
