import { data, isRouteErrorResponse, Link, useLoaderData } from 'react-router'
import { PageError } from '../components/PageError'
import { Island } from '../islands/Island'
import { layoutFromMatches } from '../lib/layout-data'
import { seo } from '../lib/seo'
import type { Route } from './+types/service'

export const SERVICE_ERRORS = {
  notFound: 'Service not found',
  missingId: 'No service ID provided',
  failed: 'Failed to load service. Please try again later.',
} as const

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!params.id) throw data({ message: SERVICE_ERRORS.missingId }, { status: 400 })
  try {
    return { service: await context.reads.service(params.id) }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) {
      throw data({ message: SERVICE_ERRORS.notFound }, { status: 404 })
    }
    console.error(error)
    throw data({ message: SERVICE_ERRORS.failed }, { status: 500 })
  }
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { company, publicUrl } = layoutFromMatches(matches)
  if (!loaded)
    return [{ title: `${SERVICE_ERRORS.notFound} | ${company.name}` }, { name: 'robots', content: 'noindex' }]
  const { service } = loaded
  return seo({
    siteName: company.name,
    publicUrl,
    path: `/service/${service._id}`,
    title: `${service.title} | ${company.name}`,
    description: service.shortDescription,
    image: service.mainImageUrl,
    type: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: service.title,
        description: service.shortDescription,
        provider: { '@type': 'Organization', name: company.name, url: `${publicUrl}/` },
        ...(service.mainImageUrl ? { image: `${publicUrl}${service.mainImageUrl}` } : {}),
        url: `${publicUrl}/service/${service._id}`,
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
            item: `${publicUrl}/service/${service._id}`,
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
      <section className="bg-navy-950 pt-28 pb-12 text-white">
        <div className="container-page">
          <nav aria-label="Breadcrumb">
            <Link
              to="/#services"
              className="inline-flex items-center gap-2 text-sm font-medium text-slate-300 hover:text-white"
            >
              <span aria-hidden="true">←</span> Back to Services
            </Link>
          </nav>
          <h1 className="mt-6 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {service.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-300">{service.shortDescription}</p>
        </div>
      </section>
      <div className="py-16">
        <div className="container-page grid gap-12 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <Island name="gallery" props={{ images: gallery, title: service.title }} />
            {service.fullDescription ? (
              <div className="mt-10 space-y-4 text-lg leading-8 text-slate-700">
                {service.fullDescription.split(/\n{2,}/).map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            ) : null}
            {service.details ? (
              <div
                className="rich-text mt-8"
                // Sanitised on the server when saved.
                dangerouslySetInnerHTML={{ __html: service.details }}
              />
            ) : null}
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
            <div className="mt-8 rounded-2xl bg-navy-900 p-8 text-white">
              <h2 className="text-xl font-bold">Need this for your site?</h2>
              <p className="mt-3 text-slate-300">
                Tell us about your project and an engineer will get back to you within one working day.
              </p>
              <Link to="/#contact" className="btn-primary mt-6">
                Request Quote
              </Link>
            </div>
          </div>
        </div>
      </div>
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === 'string'
      ? error.data.message
      : SERVICE_ERRORS.failed
  return <PageError message={message} linkTo="/#services" linkText="View All Services" />
}
