import { type AppLoadContext, useRouteLoaderData } from 'react-router'
import { type CompanyInfo, DEFAULT_COMPANY } from '../../features/company/company.types'

/** What the public layout's loader (routes/public-layout.tsx) gives every public page. */
export type PublicLayoutData = {
  company: CompanyInfo
  publicUrl: string
  mapTileUrl: string
  islandsScript: string | null
  preview: NonNullable<AppLoadContext['preview']> | null
}

export const PUBLIC_LAYOUT_ID = 'routes/public-layout'

const FALLBACK: PublicLayoutData = {
  company: DEFAULT_COMPANY,
  publicUrl: '',
  mapTileUrl: '',
  islandsScript: null,
  preview: null,
}

/** The public layout's data from a meta function's matches. */
export function layoutFromMatches(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): PublicLayoutData {
  const match = matches.find((candidate) => candidate?.id === PUBLIC_LAYOUT_ID)
  return (match?.data as PublicLayoutData | undefined) ?? FALLBACK
}

/** The public layout's data inside a page component. */
export function usePublicLayout(): PublicLayoutData {
  return (useRouteLoaderData(PUBLIC_LAYOUT_ID) as PublicLayoutData | undefined) ?? FALLBACK
}
