import { useLoaderData } from 'react-router'
import { HeroSection } from '../../features/company/HeroSection'
import { ServicesSection } from '../../features/services/ServicesSection'
import { layoutFromMatches, usePublicLayout } from '../lib/layout-data'
import { seo } from '../lib/seo'
import { settle } from '../lib/settle'
import type { Route } from './+types/home'

export async function loader({ context }: Route.LoaderArgs) {
  const services = await settle(context.services.services.listActive())
  return { services }
}

export function meta({ matches }: Route.MetaArgs) {
  const { company, publicUrl } = layoutFromMatches(matches)
  const sameAs = Object.values(company.socialMedia).filter(Boolean)
  return seo({
    siteName: company.name,
    publicUrl,
    path: '/',
    title: `${company.name} | Electrical Engineering & Industrial Products`,
    description: company.description,
    image: company.heroImages[0]?.imageUrl ?? company.logo.imageUrl,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: company.name,
        description: company.description,
        url: `${publicUrl}/`,
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
    ],
  })
}

export default function Home() {
  const { services } = useLoaderData<typeof loader>()
  const { company } = usePublicLayout()
  return (
    <>
      <HeroSection company={company} />
      <ServicesSection services={services} />
    </>
  )
}
