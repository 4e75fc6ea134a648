import type { RedirectSource } from '../features/redirects/redirect-table'

/**
 * The redirects the site derives from its content (docs/product.md#redirects): each source lists old addresses
 * and where they lead now (a service's id or old slug → its current address), served by the same table as the
 * redirect manager's rows, always 301. The one place that names them all.
 */
export const REDIRECT_SOURCES: RedirectSource[] = []
