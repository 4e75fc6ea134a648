import { useLoaderData } from 'react-router'
import { CategoriesSection, toCategoryCard } from '../../features/categories/CategoriesSection'
import { toTestimonial } from '../../features/clients/TestimonialsSection'
import { preloadFirstHeroImage } from '../../features/company/hero-preload'
import { toPartnerCard } from '../../features/partners/PartnersSection'
import { ServicesSection, toServiceCard } from '../../features/services/ServicesSection'
import { toTeamMemberCard } from '../../features/team/TeamSection'
import { Island } from '../islands/Island'
import { layoutFromMatches, usePublicLayout } from '../lib/layout-data'
import { absoluteUrl, seo, shownAs } from '../lib/seo'
import { HOME_TITLE_SUFFIX } from '../../features/company/company.types'
import { settle } from '../../ui/lib/settle'
import type { Route } from './+types/home'

export async function loader({ context }: Route.LoaderArgs) {
  const { reads } = context
  // One failing read costs only its own section (docs/product.md#home-page), which says so.
  const section = <T, Card>(name: string, read: Promise<T[]>, toCard: (item: T) => Card) =>
    settle(
      read.then((list) => list.map(toCard)),
      (error) => console.error(`home page: ${name} failed`, error),
    )
  const [serviceList, categories, team, partners, clients] = await Promise.all([
    section('services', reads.services(), toServiceCard),
    section('categories', reads.categories(), toCategoryCard),
    section('team', reads.team(), toTeamMemberCard),
    section('partners', reads.partners(), toPartnerCard),
    // docs/product.md#testimonials-section: the public site shows active clients that have a name and a
    // testimonial.
    section(
      'clients',
      reads.clients().then((list) => list.filter((client) => client.name && client.description)),
      toTestimonial,
    ),
  ])
  return { services: serviceList, categories, team, partners, clients }
}

export function meta({ matches }: Route.MetaArgs) {
  const { company, publicUrl } = layoutFromMatches(matches)
  const sameAs = Object.values(company.socialMedia).filter(Boolean)
  const page = {
    title: `${company.name}${HOME_TITLE_SUFFIX}`,
    description: company.description,
    image: company.heroImages[0]?.imageUrl ?? company.logo.imageUrl,
    custom: company.seo,
  }
  // The business's structured data says what the home page's search fields say (docs/product.md#seo).
  const shown = shownAs(page)
  return seo({
    siteName: company.name,
    publicUrl,
    path: '/',
    ...page,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: company.name,
        description: shown.description,
        url: `${publicUrl}/`,
        ...(shown.image ? { image: absoluteUrl(publicUrl, shown.image) } : {}),
        ...(company.logo.imageUrl ? { logo: `${publicUrl}${company.logo.imageUrl}` } : {}),
        ...(company.email ? { email: company.email } : {}),
        ...(company.phone ? { telephone: company.phone } : {}),
        ...(company.address ? { address: company.address } : {}),
        geo: {
          '@type': 'GeoCoordinates',
          latitude: company.coordinates.lat,
          longitude: company.coordinates.lng,
        },
        ...(sameAs.length > 0 ? { sameAs } : {}),
      },
      ...(company.faq.length > 0
        ? [
            {
              '@context': 'https://schema.org',
              '@type': 'FAQPage',
              mainEntity: company.faq.map((entry) => ({
                '@type': 'Question',
                name: entry.question,
                acceptedAnswer: { '@type': 'Answer', text: entry.answer },
              })),
            },
          ]
        : []),
    ],
  })
}

export default function Home() {
  const data = useLoaderData<typeof loader>()
  const { company, mapTileUrl } = usePublicLayout()
  preloadFirstHeroImage(company)
  const { name, address, phone, email, coordinates, faq, heroImages, heroStats } = company
  return (
    <>
      <Island name="hero" props={{ company: { heroImages, heroStats } }} />
      <ServicesSection services={data.services} />
      <CategoriesSection categories={data.categories} />
      <Island name="team" props={{ team: data.team }} />
      <Island name="partners" props={{ partners: data.partners }} />
      <Island name="testimonials" props={{ clients: data.clients }} />
      <Island
        name="contact"
        props={{ company: { name, address, phone, email, coordinates, faq }, mapTileUrl }}
      />
    </>
  )
}
