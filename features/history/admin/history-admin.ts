import { contentReads } from '../../../ui/backoffice/queries'
import type { ContentType } from '../../../platform/content-types'
import type { RevisionSummary } from '../history.schema'

/** What made a revision, in words (docs/product.md#history). */
export const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  publish: 'Published',
  restore: 'Restored',
  activate: 'Activated (scheduled)',
  deactivate: 'Deactivated (scheduled)',
  earlier: 'Earlier version',
}

/** A revision's action in words; an action this screen does not know reads as 'Changed'. */
export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? 'Changed'
}

/** The API path of an item's revisions: `/{type}/{id}/revisions`, the company's `/company/info/revisions`. */
export function revisionsPath(type: ContentType, itemId: string | null): string {
  const base = contentReads(type).path
  return type.single || !itemId ? `${base}/revisions` : `${base}/${itemId}/revisions`
}

/**
 * The revisions' query key: under the item's own key, so that whatever reloads the type's reads (a save, a restore)
 * reloads its history too.
 */
export function revisionsKey(type: ContentType, itemId: string | null) {
  return [...contentReads(type).item(itemId ?? 'single'), 'revisions'] as const
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** When, as a person says it: 'Just now', '5 minutes ago', '3 hours ago', 'Yesterday', then the date. */
export function relativeTime(value: string | Date, now: Date = new Date()): string {
  const date = new Date(value)
  const ago = now.getTime() - date.getTime()
  const words = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
  if (ago < MINUTE) return 'Just now'
  if (ago < HOUR) return words.format(-Math.floor(ago / MINUTE), 'minute')
  if (ago < DAY && date.getDate() === now.getDate()) return words.format(-Math.floor(ago / HOUR), 'hour')
  const yesterday = new Date(now)
  yesterday.setDate(now.getDate() - 1)
  if (date.toDateString() === yesterday.toDateString()) return `Yesterday, ${clockTime(date)}`
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  })
}

/** The time of day on a 24-hour clock: '14:32'. */
export function clockTime(value: string | Date): string {
  return new Date(value).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
}

/** The exact moment, shown on hover: 'Nov 27, 2026, 14:32:05'. */
export function exactTime(value: string | Date): string {
  return new Date(value).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
}

/** A version named by its time: '14:32' today, 'Nov 26, 14:32' another day. */
export function versionTime(value: string | Date, now: Date = new Date()): string {
  const date = new Date(value)
  if (date.toDateString() === now.toDateString()) return clockTime(date)
  const day = date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  })
  return `${day}, ${clockTime(date)}`
}

/** The toast after a restore: 'Restored the version of 14:32'. */
export function restoredMessage(
  revision: Pick<RevisionSummary, 'createdAt'>,
  now: Date = new Date(),
): string {
  return `Restored the version of ${versionTime(revision.createdAt, now)}`
}

/** A version as the Compare with list names it: 'Current version', or 'Edited · 14:32 · Anna'. */
export function versionLabel(revision: RevisionSummary, isCurrent: boolean, now: Date = new Date()): string {
  if (isCurrent) return `Current version · ${versionTime(revision.createdAt, now)}`
  const author = revision.author.name ? ` · ${revision.author.name}` : ''
  return `${actionLabel(revision.action)} · ${versionTime(revision.createdAt, now)}${author}`
}

/**
 * The two versions a diff compares, older first: the chosen one against the one it is compared with (by default
 * the current one; the current one itself against the one before it). Null when there is nothing to compare.
 */
export function comparedPair(
  revisions: readonly RevisionSummary[],
  selectedId: string,
  compareId: string | null,
): { older: RevisionSummary | null; newer: RevisionSummary } | null {
  const selected = revisions.findIndex((revision) => revision._id === selectedId)
  if (selected < 0) return null
  const other = compareId ? revisions.findIndex((revision) => revision._id === compareId) : -1
  const against = other >= 0 && other !== selected ? other : defaultCompare(revisions.length, selected)
  if (against === null) return { older: null, newer: revisions[selected]! }
  // Newest first: the larger index is the older version.
  const [newer, older] = selected < against ? [selected, against] : [against, selected]
  return { older: revisions[older]!, newer: revisions[newer]! }
}

/** The version a chosen one is compared with by default: the current one, or for the current one the one before. */
export function defaultCompare(count: number, selected: number): number | null {
  if (selected > 0) return 0
  return count > 1 ? 1 : null
}

/** The item's title in a revision's content (its type's title column, camelCase in a snapshot). */
export function titleIn(type: ContentType, fields: Record<string, unknown>): string {
  const key = type.titleColumn.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
  const value = fields[key]
  return typeof value === 'string' ? value : ''
}
