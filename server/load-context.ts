import type { NewsletterService } from '../features/newsletter/newsletter.service'
import type { PublicReads } from './public-reads'

/** Values the browser may see; nothing secret belongs here. */
export type PublicSiteConfig = {
  publicUrl: string
  mapTileUrl: string
  /**
   * The built islands script that public pages load instead of hydrating the whole app
   * (docs/decisions/0007-public-islands.md); without one (development) they hydrate as a React Router app.
   */
  islandsScript?: string
}

export type LoadContext = {
  /** What public pages are made of: the reads of what a visitor may see, nothing that writes. */
  reads: PublicReads
  site: PublicSiteConfig
  /** What a newsletter link leads to (the confirm and unsubscribe pages); reads only, the buttons post elsewhere. */
  newsletterLinks: Pick<NewsletterService, 'confirmationLink' | 'unsubscribeLink'>
  /** A preview of a draft (server/preview.routes.ts): the pages say so and are not indexed. */
  preview?: PreviewFacts
}

/** What a preview's bar says: a draft of what, shared by a link or seen by its editor, until when. */
export type PreviewFacts = { label: string; shared: boolean; expiresAt: string }

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
}
