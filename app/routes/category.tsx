import { Link, redirect, useLoaderData } from 'react-router'
import { ArrowRightIcon } from '../../features/categories/CategoryIcons'
import { PRICE_CURRENCY, splitEvents } from '../../features/categories/category.rules'
import type { Category, Subcategory } from '../../features/categories/category.schema'
import { DecorativeImage, ImageWithFallback } from '../../ui/components/ImageWithFallback'
import { RichText } from '../../ui/components/RichText'
import { altOf } from '../../ui/lib/alt-text'
import { DetailHeader, DetailPageError, type HomeList, QuoteCard } from '../components/DetailPage'
import { Island } from '../islands/Island'
import { detailErrors, loadAddressed, routeErrorMessage } from '../lib/detail-page'
import { layoutFromMatches } from '../lib/layout-data'
import { absoluteUrl, seo } from '../lib/seo'
import type { Route } from './+types/category'

export const CATEGORY_ERRORS = detailErrors('category')

const CATEGORIES: HomeList = { anchor: '#categories', name: 'Categories' }

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const category = await loadAddressed(
    params.slug,
    (slug) => context.reads.category(slug),
    (key) => context.reads.categoryAddress(key),
    CATEGORY_ERRORS,
  )
  // The spec's /category/{id} (and /category/{slug}) lead to the category's own address.
  if (new URL(request.url).pathname.startsWith('/category/'))
    throw redirect(`/categories/${category.slug}`, 301)
  // "Now" is fixed once here, so the server and the browser split the events (and count days) alike.
  return { category, now: Date.now() }
}

/** schema.org data: breadcrumbs, the category's dated events and its products. */
function structuredData(category: Category, now: number, publicUrl: string, companyName: string) {
  const url = `${publicUrl}/categories/${category.slug}`
  const image = (src: string | null) => (src ? { image: absoluteUrl(publicUrl, src) } : {})
  const { upcoming, past } = splitEvents(category.events ?? [], now)
  const events = [...upcoming, ...past]
    // schema.org requires a startDate for an Event: undated events are left out.
    .filter((event) => event.date)
    .map((event) => ({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      startDate: event.date,
      description: event.description,
      ...image(event.imageUrl),
      ...(event.location ? { location: { '@type': 'Place', name: event.location } } : {}),
      organizer: { '@type': 'Organization', name: event.organizer || companyName, url: `${publicUrl}/` },
      url,
    }))
  const products = (category.products ?? []).map((product) => ({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...image(product.imageUrl),
    category: category.title,
    brand: { '@type': 'Brand', name: companyName },
    ...(product.price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: product.price.toFixed(2),
            priceCurrency: PRICE_CURRENCY,
            availability: 'https://schema.org/InStock',
            url,
          },
        }),
  }))
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${publicUrl}/` },
        { '@type': 'ListItem', position: 2, name: 'Categories', item: `${publicUrl}/#categories` },
        { '@type': 'ListItem', position: 3, name: category.title, item: url },
      ],
    },
    ...events,
    ...products,
  ]
}

export function meta({ data: loaded, matches, error }: Route.MetaArgs) {
  const { company, publicUrl } = layoutFromMatches(matches)
  if (!loaded) {
    const message = routeErrorMessage(error, CATEGORY_ERRORS.notFound)
    return [{ title: `${message} | ${company.name}` }, { name: 'robots', content: 'noindex' }]
  }
  const { category, now } = loaded
  return seo({
    siteName: company.name,
    publicUrl,
    path: `/categories/${category.slug}`,
    title: `${category.title} | ${company.name}`,
    description: category.shortDescription || category.description,
    image: category.imageUrl,
    custom: category.seo,
    jsonLd: structuredData(category, now, publicUrl, company.name),
  })
}

function Subcategories({ items }: { items: Subcategory[] }) {
  return (
    <section className="border-t border-slate-200 bg-white py-14" aria-labelledby="subcategories-title">
      <div className="container-page">
        <h2 id="subcategories-title" className="text-2xl font-bold tracking-tight text-navy-900">
          Subcategories
        </h2>
        <ul role="list" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item) => (
            <li key={item._id}>
              <Link
                to={`/categories/${item.slug}`}
                className="group flex h-full items-center gap-4 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-500"
              >
                <DecorativeImage
                  slot="thumbnail"
                  src={item.imageUrl}
                  className="h-16 w-24 shrink-0 rounded-lg object-cover"
                />
                <span className="min-w-0">
                  <span className="block font-semibold text-navy-900 group-hover:text-brand-600">
                    {item.title}
                  </span>
                  {item.shortDescription ? (
                    <span className="mt-0.5 line-clamp-2 block text-sm text-slate-600">
                      {item.shortDescription}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export default function CategoryPage() {
  const { category, now } = useLoaderData<typeof loader>()
  const subcategories = category.subcategories ?? []
  return (
    <>
      <DetailHeader
        list={CATEGORIES}
        eyebrow="Product category"
        title={category.title}
        intro={category.shortDescription}
      />

      <section className="py-16" aria-labelledby="about-title">
        <div className="container-page grid gap-12 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <h2 id="about-title" className="section-title mt-0">
              About {category.title}
            </h2>
            {category.description ? (
              <p className="mt-6 text-lg leading-8 text-slate-700">{category.description}</p>
            ) : null}
            {category.longDescription ? <RichText html={category.longDescription} className="mt-6" /> : null}
            {category.details ? <RichText html={category.details} className="mt-6" /> : null}
          </div>
          <div className="lg:col-span-2">
            {category.imageUrl ? (
              <ImageWithFallback
                slot="feature"
                src={category.imageUrl}
                alt={altOf(category.imageAlt, category.title)}
                fetchPriority="high"
                className="aspect-[3/2] w-full rounded-2xl object-cover shadow-lg"
              />
            ) : null}
            <QuoteCard
              title="Need a quotation?"
              text="Send us your list of references and quantities; our technical sales team replies within one working day."
              action={
                <>
                  Request a Quote <ArrowRightIcon />
                </>
              }
            />
          </div>
        </div>
      </section>

      {subcategories.length > 0 ? <Subcategories items={subcategories} /> : null}
      <Island name="events" props={{ events: category.events ?? [], now, categoryTitle: category.title }} />
      <Island name="products" props={{ products: category.products ?? [] }} />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailPageError error={error} fallback={CATEGORY_ERRORS.failed} list={CATEGORIES} />
}
