import { Outlet, useLoaderData, useLocation } from 'react-router'
import { DEFAULT_COMPANY } from '../../features/company/company.types'
import { Footer } from '../components/Footer'
import { Island } from '../islands/Island'
import type { Route } from './+types/public-layout'

/** Chrome shared by every public page: the company (for the navbar and footer) and the site's public URL. */
export async function loader({ context }: Route.LoaderArgs) {
  // docs/product.md#company-defaults: public pages fall back silently to the built-in company defaults.
  const company = await context.reads.company().catch(() => DEFAULT_COMPANY)
  return {
    company,
    publicUrl: context.site.publicUrl,
    mapTileUrl: context.site.mapTileUrl,
    islandsScript: context.site.islandsScript ?? null,
  }
}

export type PublicLayoutData = Awaited<ReturnType<typeof loader>>

export default function PublicLayout() {
  const { company } = useLoaderData<typeof loader>()
  const { pathname } = useLocation()
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Island
        name="navbar"
        props={{
          companyName: company.name,
          logoUrl: company.logo.imageUrl,
          logoAlt: company.logo.altText,
          isHome: pathname === '/',
        }}
      />
      <main id="main">
        <Outlet />
      </main>
      <Footer company={company} />
    </>
  )
}
