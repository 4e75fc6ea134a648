import { Link } from 'react-router'
import { DecorativeImage } from '../../ui/components/ImageWithFallback'
import { Section, SettledList } from '../../ui/components/Section'
import { pick } from '../../ui/lib/pick'
import type { Settled } from '../../ui/lib/settle'
import { truncate } from '../../ui/lib/text'
import type { Service } from './service.schema'

const SERVICE_CARD_FIELDS = ['_id', 'slug', 'title', 'shortDescription', 'mainImageUrl', 'images'] as const

/** What the home page shows of a service: the page's data carries nothing more (smaller HTML, no private fields). */
export type ServiceCardData = Pick<Service, (typeof SERVICE_CARD_FIELDS)[number]>

export const toServiceCard = (item: Service): ServiceCardData => ({
  ...pick(item, SERVICE_CARD_FIELDS),
  images: item.images.slice(0, 1),
})

export const SERVICE_CARD_DESCRIPTION_MAX = 100

function ServiceCard({ service }: { service: ServiceCardData }) {
  const image = service.mainImageUrl ?? service.images[0]
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-lg">
      <DecorativeImage slot="gridCard" src={image} className="aspect-[3/2] w-full object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg font-semibold text-navy-900">
          <Link to={`/service/${service.slug}`} className="after:absolute after:inset-0">
            {service.title}
          </Link>
        </h3>
        <p className="mt-3 flex-1 text-sm leading-6 text-slate-600">
          {truncate(service.shortDescription, SERVICE_CARD_DESCRIPTION_MAX)}
        </p>
        <span
          className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-600 group-hover:text-brand-500"
          aria-hidden="true"
        >
          Learn More <span>→</span>
        </span>
      </div>
    </article>
  )
}

export function ServicesSection({ services }: { services: Settled<ServiceCardData[]> }) {
  return (
    <Section
      id="services"
      className="bg-slate-50 py-20 sm:py-24"
      eyebrow="What we do"
      title="Our Services"
      intro="Engineering, installation and support across the whole life of your electrical installation."
    >
      <SettledList
        list={services}
        error="Failed to load services"
        errorHint="Please try refreshing the page or contact support if the problem persists."
        empty="No services available at the moment."
      >
        {(items) => (
          <div className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((service) => (
              <ServiceCard key={service._id} service={service} />
            ))}
          </div>
        )}
      </SettledList>
    </Section>
  )
}
