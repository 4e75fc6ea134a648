import type { MetaDescriptor } from 'react-router'

/**
 * A back-office route's `meta` export: the page title ends in "| Back-office" (the bare "Back-office" when no title is
 * given) and no page of the back-office is indexed. Not a `.client` module: meta renders on the server too.
 */
export function backOfficeMeta(title?: string): () => MetaDescriptor[] {
  const pageTitle = title ? `${title} | Back-office` : 'Back-office'
  return () => [{ title: pageTitle }, { name: 'robots', content: 'noindex' }]
}
