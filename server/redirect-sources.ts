import { addressRedirects, hasAddress, slugChanges } from '../platform/addresses'
import type { RedirectSource } from '../features/redirects/redirect-table'
import { CONTENT_TYPES } from './content-types'

/**
 * The redirects the site derives from its content (docs/product.md#redirects): each source lists old addresses
 * and where they lead now (a service's id or old slug → its current address), served by the same table as the
 * redirect manager's rows, always 301. The one place that names them all.
 */
export const REDIRECT_SOURCES: RedirectSource[] = [
  {
    // Readable addresses (docs/product.md#addresses): every type that declares them, rebuilt when one changes.
    name: 'addresses',
    areas: CONTENT_TYPES.filter(hasAddress).map((type) => type.name),
    load: (db) => addressRedirects(db, CONTENT_TYPES),
    // Listed on the Redirects screen as automatic: the old addresses slug changes left (decision 0025).
    listed: (db) => slugChanges(db, CONTENT_TYPES),
  },
]
