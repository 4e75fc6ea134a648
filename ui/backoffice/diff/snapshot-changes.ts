import type { ContentSnapshot } from '../../../platform/content-store'
import { fieldLabels } from '../../../platform/content-fields'
import type { ContentTable, ContentType } from '../../../platform/content-types'
import { isEmpty, isSame, type Labels, type ListRow, matchLists } from './values'

/** Keys every row has that say nothing about its content. */
export const BOOKKEEPING = new Set(['_id', 'id', 'createdAt', 'updatedAt'])

/** How the fields of one table are compared: what to leave out, which fields are images, what they are called. */
export type DiffOptions = {
  /** Keys left out beside {@link BOOKKEEPING} (a part's owner key). */
  omit?: ReadonlySet<string>
  /** Fields that hold images whatever their values look like (a content type's media columns). */
  imageKeys?: ReadonlySet<string>
  labels?: Labels
}

export type FieldChange = { key: string; before: unknown; after: unknown }

const camel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())

/** The changed fields of a record (every field with a value, for a record that was not there before). */
export function fieldChanges(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
  options: DiffOptions = {},
): FieldChange[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  const changes: FieldChange[] = []
  for (const key of keys) {
    if (BOOKKEEPING.has(key) || options.omit?.has(key)) continue
    const from = before?.[key]
    const to = after?.[key]
    if (!before && isEmpty(to)) continue
    if (!after && isEmpty(from)) continue
    if (before && after && isSame(from, to)) continue
    changes.push({ key, before: before ? from : undefined, after: after ? to : undefined })
  }
  return changes
}

/**
 * A table's options from its declaration: its media columns are images (the URL of a gallery picture too), and its
 * declared fields are named as its edit window labels them (platform/content-fields.ts).
 */
export function tableOptions(
  table: Pick<ContentTable, 'media'> & Pick<ContentType, 'fields'>,
  ownerKey?: string,
): DiffOptions {
  const imageKeys = new Set<string>()
  const labels: Record<string, string> = fieldLabels(table.fields ?? [])
  for (const field of table.media) {
    const key = 'key' in field ? field.key : camel(field.column)
    imageKeys.add(key)
    if (key === 'url') labels.url = 'Image'
  }
  return { imageKeys, labels, omit: ownerKey ? new Set([camel(ownerKey)]) : undefined }
}

export type PartChanges = { table: string; label: string; rows: ListRow[]; options: DiffOptions }

/** A part's rows that differ, matched by id (added, removed, changed); none when the part is unchanged. */
function partChanges(
  type: ContentType,
  before: ContentSnapshot | null,
  after: ContentSnapshot,
): PartChanges[] {
  return (type.parts ?? []).flatMap((part) => {
    const options = tableOptions(part, part.ownerKey)
    const strip = (row: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'updatedAt'))
    const rows = matchLists(
      (before?.parts[part.table] ?? []).map(strip),
      (after.parts[part.table] ?? []).map(strip),
    ).filter((row) => row.change !== 'same')
    return rows.length ? [{ table: part.table, label: plural(part.label), rows, options }] : []
  })
}

/** 'Event' → 'Events', 'Category' → 'Categories'. */
export const plural = (word: string) => (/[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`)

/** What differs between two states of one content item: its fields, and each part's rows. */
export function snapshotChanges(type: ContentType, before: ContentSnapshot | null, after: ContentSnapshot) {
  const options = tableOptions(type)
  return {
    fields: fieldChanges(before?.fields, after.fields, options),
    options,
    parts: partChanges(type, before, after),
  }
}
