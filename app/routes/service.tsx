import { useLoaderData } from 'react-router'
import { RichText } from '../../ui/components/RichText'
import { DetailHeader, DetailPageError, type HomeList, QuoteCard } from '../components/DetailPage'
import { galleryAlts } from '../../features/services/gallery-alts'
import { Island } from '../islands/Island'
import { detailErrors, loadAddressed } from '../lib/detail-page'
import { layoutFromMatches } from '../lib/layout-data'
import { absoluteUrl, seo, shownAs } from '../lib/seo'
import type { Route } from './+types/service'

export const SERVICE_ERRORS = detailErrors('service')

const SERVICES: HomeList = { anchor: '#services', name: 'Services' }

export async function loader({ params, context }: Route.LoaderArgs) {
  const service = await loadAddressed(
    params.slug,
    (slug) => context.reads.service(slug),
    (key) => context.reads.serviceAddress(key),
    SERVICE_ERRORS,
  )
  return { service }
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { company, publicUrl } = layoutFromMatches(matches)
  if (!loaded)
    return [{ title: `${SERVICE_ERRORS.notFound} | ${company.name}` }, { name: 'robots', content: 'noindex' }]
  const { service } = loaded
  const page = {
    title: `${service.title} | ${company.name}`,
    description: service.shortDescription,
    image: service.mainImageUrl,
    custom: service.seo,
  }
  // The service's structured data says what its search fields say (docs/product.md#seo).
  const shown = shownAs(page)
  return seo({
    siteName: company.name,
    publicUrl,
    path: `/service/${service.slug}`,
    ...page,
    type: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: service.title,
        description: shown.description,
        provider: { '@type': 'Organization', name: company.name, url: `${publicUrl}/` },
        ...(shown.image ? { image: absoluteUrl(publicUrl, shown.image) } : {}),
        url: `${publicUrl}/service/${service.slug}`,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${publicUrl}/` },
          { '@type': 'ListItem', position: 2, name: 'Services', item: `${publicUrl}/#services` },
          {
            '@type': 'ListItem',
            position: 3,
            name: service.title,
            item: `${publicUrl}/service/${service.slug}`,
          },
        ],
      },
    ],
  })
}

function Check() {
  return (
    <svg
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      className="mt-0.5 shrink-0 text-brand-500"
      fill="currentColor"
    >
      <path
        fillRule="evenodd"
        clipRule="evenodd"
        d="M10 18a8 8 0 100-16 8 8 0 000 16zm3.7-9.3a1 1 0 00-1.4-1.4L9 10.6 7.7 9.3a1 1 0 00-1.4 1.4l2 2a1 1 0 001.4 0l4-4z"
      />
    </svg>
  )
}

export default function ServicePage() {
  const { service } = useLoaderData<typeof loader>()
  const gallery =
    service.images.length > 0 ? service.images : service.mainImageUrl ? [service.mainImageUrl] : []
  return (
    <>
      <DetailHeader list={SERVICES} title={service.title} intro={service.shortDescription} />
      <div className="py-16">
        <div className="container-page grid gap-12 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <Island
              name="gallery"
              props={{ images: gallery, title: service.title, alts: galleryAlts(service, gallery) }}
            />
            {service.fullDescription ? (
              <div className="mt-10 space-y-4 text-lg leading-8 text-slate-700">
                {service.fullDescription.split(/\n{2,}/).map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            ) : null}
            {service.details ? <RichText html={service.details} className="mt-8" /> : null}
          </div>
          <div className="lg:col-span-2">
            {service.features.length > 0 ? (
              <div className="rounded-2xl bg-slate-50 p-8 ring-1 ring-slate-200">
                <h2 className="text-xl font-bold text-navy-900">What’s included</h2>
                <ul className="mt-6 space-y-4">
                  {service.features.map((feature) => (
                    <li key={feature} className="flex gap-3 text-slate-700">
                      <Check />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <QuoteCard
              title="Need this for your site?"
              text="Tell us about your project and an engineer will get back to you within one working day."
              action="Request Quote"
            />
          </div>
        </div>
      </div>
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailPageError error={error} fallback={SERVICE_ERRORS.failed} list={SERVICES} />
}
