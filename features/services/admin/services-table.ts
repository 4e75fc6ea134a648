import { contentReads } from '../../../ui/backoffice/queries'
import { serviceContentType } from '../service.content-type'
/** The Services table's pure rules: status filter, title sort (docs/product.md#services-table). */

export type StatusFilter = 'all' | 'active' | 'inactive'

type Row = { _id: string; title: string }

/** Short descriptions are cut to 30 characters on small screens (docs/product.md#services-table). */
export const SMALL_SCREEN_DESCRIPTION_MAX = 30

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/**
 * Compares titles ignoring case and reading numbers as numbers, for a table that reverses the comparison when
 * sorting descending; titles that compare equal stay in the order of their ids either way.
 */
export function compareTitles(descending: boolean) {
  return (a: Row, b: Row) =>
    collator.compare(a.title, b.title) || (descending ? -1 : 1) * a._id.localeCompare(b._id)
}

/** The column filters of a status filter: none for 'all'. */
export function statusFilters(filter: StatusFilter) {
  return filter === 'all' ? [] : [{ id: 'status', value: filter }]
}

/** The services' list and items in the query cache, named after the content type. */
export const SERVICES = contentReads(serviceContentType)
