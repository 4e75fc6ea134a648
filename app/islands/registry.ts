import { RefreshButton } from '../components/RefreshButton'
import { Navbar } from '../components/Navbar'
import { NewsletterForm } from '../components/NewsletterForm'
import { EventsSection } from '../../features/categories/EventList'
import { ProductGrid } from '../../features/categories/ProductGrid'
import { TestimonialsSection } from '../../features/clients/TestimonialsSection'
import { HeroSection } from '../../features/company/HeroSection'
import { ContactSection } from '../../features/contact/ContactSection'
import { PartnersSection } from '../../features/partners/PartnersSection'
import { ServiceGallery } from '../../features/services/ServiceGallery'
import { TeamSection } from '../../features/team/TeamSection'

/**
 * The interactive parts of the public pages (docs/decisions/0007-public-islands.md). The server renders whole
 * pages; in the browser only these components are hydrated, each from the props the server serialised next to it.
 * Everything else on a public page is plain HTML and needs no JavaScript.
 */
export const ISLANDS = {
  navbar: Navbar,
  newsletter: NewsletterForm,
  hero: HeroSection,
  team: TeamSection,
  partners: PartnersSection,
  testimonials: TestimonialsSection,
  contact: ContactSection,
  events: EventsSection,
  products: ProductGrid,
  gallery: ServiceGallery,
  refresh: RefreshButton,
} as const

export type IslandName = keyof typeof ISLANDS
