import { useLoaderData } from 'react-router'
import { HeroSection } from '../../features/company/HeroSection'
import { DEFAULT_COMPANY } from '../../features/company/company.types'
import { ServicesSection } from '../../features/services/ServicesSection'
import { Footer } from '../components/Footer'
import { Navbar } from '../components/Navbar'
import { settle } from '../lib/settle'
import type { Route } from './+types/home'

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context
  const [company, serviceList] = await Promise.all([
    // SPEC §8: public pages fall back silently to the built-in company defaults.
    services.company.getInfo().catch(() => DEFAULT_COMPANY),
    settle(services.services.listActive()),
  ])
  return { company, services: serviceList }
}

export function meta({ data }: Route.MetaArgs) {
  const company = data?.company ?? DEFAULT_COMPANY
  return [
    { title: `${company.name} | Electrical Engineering & Industrial Products` },
    { name: 'description', content: company.description },
  ]
}

export default function Home() {
  const { company, services } = useLoaderData<typeof loader>()
  return (
    <>
      <Navbar
        companyName={company.name}
        logoUrl={company.logo.imageUrl}
        logoAlt={company.logo.altText}
        isHome
      />
      <main>
        <HeroSection company={company} />
        <ServicesSection services={services} />
      </main>
      <Footer company={company} />
    </>
  )
}
