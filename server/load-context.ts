import type { AppServices } from './services'

/** Values the browser may see; nothing secret belongs here. */
export type PublicSiteConfig = {
  publicUrl: string
  mapTileUrl: string
}

export type LoadContext = {
  services: AppServices
  site: PublicSiteConfig
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
}
