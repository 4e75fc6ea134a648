import { Outlet, useLoaderData, useLocation } from 'react-router'
import { DEFAULT_COMPANY } from '../../features/company/company.types'
import { Footer } from '../components/Footer'
import { Island } from '../islands/Island'
import type { PublicLayoutData } from '../lib/layout-data'
import type { Route } from './+types/public-layout'

/** Chrome shared by every public page: the company (for the navbar and footer) and the site's public URL. */
export async function loader({ context }: Route.LoaderArgs): Promise<PublicLayoutData> {
  // docs/product.md#company-defaults: public pages fall back silently to the built-in company defaults.
  const company = await context.reads.company().catch(() => DEFAULT_COMPANY)
  return {
    company,
    publicUrl: context.site.publicUrl,
    mapTileUrl: context.site.mapTileUrl,
    islandsScript: context.site.islandsScript ?? null,
    preview: context.preview ?? null,
  }
}

export default function PublicLayout() {
  const { company, preview } = useLoaderData<typeof loader>()
  const { pathname } = useLocation()
  return (
    <>
      {preview ? <PreviewBar preview={preview} /> : null}
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
      <Footer company={company} newsletter={<Island name="newsletter" props={{}} />} />
    </>
  )
}

/**
 * Says, above everything, that this page shows a draft: not what visitors see, and who can see it. Both kinds of
 * address open signed out (docs/product.md#drafts): a share link until its day, the editor's Preview for 30 minutes.
 */
function PreviewBar({ preview }: { preview: NonNullable<PublicLayoutData['preview']> }) {
  const until = new Date(preview.expiresAt).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  })
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-[60] flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-accent px-4 py-3 text-center text-sm text-navy-950 shadow-lg"
    >
      <strong>Preview — not published</strong>
      <span>
        {preview.label} draft
        {preview.shared
          ? ` · this link works until ${until} UTC`
          : ` · a 30-minute preview: anyone with this address can open it until ${until} UTC`}
      </span>
    </div>
  )
}
