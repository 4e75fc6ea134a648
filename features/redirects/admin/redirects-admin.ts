/** Pure rules of the Redirects screen (docs/product.md#redirects): reads, labels, the import's words. */
import { ApiError } from '../../../ui/backoffice/api-client'
import type { FieldErrors } from '../../../ui/backoffice/form'
import { MAX_IMPORT_BYTES, type ImportReport, type RedirectStatus } from '../redirects.schema'

export const REDIRECTS_PATH = '/admin/redirects'
/** The redirects' list, kept under this key and read from this API path. */
export const REDIRECTS = { queryKey: ['redirects'] as const, path: '/redirects' }
/** The 404 log: the public paths that answered 404. */
export const NOT_FOUND = { queryKey: ['not-found'] as const, path: '/not-found' }
export const PAGE_SIZE = 20

/** The screen's tabs, the second one named in the address (`?tab=404`) so that a reload keeps it. */
export type RedirectsTab = 'redirects' | '404'
export const tabOf = (params: URLSearchParams): RedirectsTab =>
  params.get('tab') === '404' ? '404' : 'redirects'

export const STATUS_BADGE: Record<RedirectStatus, { label: string; color: string }> = {
  301: { label: '301 Permanent', color: 'blue' },
  302: { label: '302 Temporary', color: 'orange' },
}

/** What each type means, under the form's choice. */
export const STATUS_HELP: Record<RedirectStatus, string> = {
  301: 'Permanent: the page has moved for good. Browsers remember it and search engines move the old page’s ranking to the new address.',
  302: 'Temporary: the page is elsewhere for now. Search engines keep the old address; nothing is remembered.',
}

/** A redirect that leaves the site: its To is a full http(s) address. */
export const isExternal = (to: string) => /^https?:\/\//i.test(to)

/** '1,940': counts as the screen writes them. */
export const formatCount = (count: number) => count.toLocaleString('en-US')

/** '1 line' / '48 lines'. */
export const countOf = (count: number, one: string, many = `${one}s`) =>
  `${formatCount(count)} ${count === 1 ? one : many}`

/** How many redirects an import writes: the new ones and the changed ones. */
export const importedCount = (report: Pick<ImportReport, 'added' | 'changed'>) =>
  report.added + report.changed

/** The button that applies a checked import: 'Import 1,952 redirects'; 'Nothing to import' when none would be. */
export function importButtonLabel(report: Pick<ImportReport, 'added' | 'changed'>): string {
  const count = importedCount(report)
  return count === 0 ? 'Nothing to import' : `Import ${countOf(count, 'redirect')}`
}

/**
 * The toast after an import, from what the server did: 'Imported: 1,940 added, 12 changed; 48 lines refused'.
 * Counts of nothing are left out; 'Imported: nothing changed' when nothing was written.
 */
export function importResultMessage(
  report: Pick<ImportReport, 'added' | 'changed' | 'unchanged' | 'refused'>,
): string {
  const written = [
    report.added > 0 ? `${formatCount(report.added)} added` : null,
    report.changed > 0 ? `${formatCount(report.changed)} changed` : null,
  ].filter(Boolean)
  const head = written.length > 0 ? `Imported: ${written.join(', ')}` : 'Imported: nothing changed'
  const refused = report.refused.length
  return refused > 0 ? `${head}; ${countOf(refused, 'line')} refused` : head
}

/** The report's line for an import checked but not done yet: what would happen. */
export function dryRunSummary(
  report: Pick<ImportReport, 'added' | 'changed' | 'unchanged' | 'refused' | 'collapsed'>,
): string {
  const parts = [
    `${formatCount(report.added)} to add`,
    `${formatCount(report.changed)} to change`,
    `${formatCount(report.unchanged)} unchanged`,
    `${formatCount(report.refused.length)} refused`,
  ]
  const chains =
    report.collapsed.length > 0 ? ` ${countOf(report.collapsed.length, 'chain')} will be collapsed.` : ''
  return `Nothing is saved yet: ${parts.join(', ')}.${chains}`
}

export const ACTION_BADGE: Record<ImportReport['rows'][number]['action'], { label: string; color: string }> =
  {
    add: { label: 'Add', color: 'green' },
    change: { label: 'Change', color: 'blue' },
    unchanged: { label: 'Unchanged', color: 'gray' },
  }

/** How many lines of each list the import window draws (refused, collapsed, preview); the rest are counted. */
export const PREVIEW_ROWS = 100

/** Under a list of the report that is cut: 'The first 100 of 4,812 are shown.'; null when it is whole. */
export function shownOf(total: number): string | null {
  return total > PREVIEW_ROWS ? `The first ${PREVIEW_ROWS} of ${formatCount(total)} are shown.` : null
}

export const CSV_ACCEPT = '.csv,text/csv'

/** Why a chosen file cannot be imported (before sending it), or null. */
export function csvFileProblem(file: { name: string; size: number; type: string }): string | null {
  const isCsv = /\.csv$/i.test(file.name) || file.type === 'text/csv'
  if (!isCsv) return 'Choose a .csv file: one redirect a line, as from,to,status'
  if (file.size === 0) return 'This file is empty'
  if (file.size > MAX_IMPORT_BYTES)
    return `This file is too large: at most ${Math.round(MAX_IMPORT_BYTES / 1024 / 1024)} MB`
  return null
}

/** '1.2 KB', '340 B': a chosen file's size. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/**
 * Where a refused save's message goes: the fields the server named; else a taken From (409) under From; else a
 * message about From (an invalid or reserved path) under From, and any other (a loop, an invalid target) under To.
 */
export function redirectFieldErrors(error: unknown, sent: FieldErrors): FieldErrors {
  if (Object.keys(sent).length > 0) return sent
  if (!(error instanceof ApiError) || !error.status) return {}
  if (error.status === 409) return { from: error.message }
  if (error.status === 400 || error.status === 422)
    return /^from\b/i.test(error.message) ? { from: error.message } : { to: error.message }
  return {}
}

/** The host of a full address, shown beside an external To ('example.com'). */
export function hostOf(to: string): string | null {
  if (!isExternal(to)) return null
  try {
    return new URL(to).host
  } catch {
    return null
  }
}

/** The site's address as the From field's prefix shows it ('shop.example.com'), from the page's own address. */
export const siteHost = (location: { host: string }) => location.host
