import { Link } from 'react-router'
import { ImageWithFallback } from '../../ui/components/ImageWithFallback'
import { pick } from '../../ui/lib/pick'
import type { Settled } from '../../ui/lib/settle'
import { truncate } from '../../ui/lib/text'
import type { Service } from './service.schema'

const SERVICE_CARD_FIELDS = ['_id', 'title', 'shortDescription', 'mainImageUrl', 'images'] as const

/** What the home page shows of a service: the page's data carries nothing more (smaller HTML, no private fields). */
export type ServiceCardData = Pick<Service, (typeof SERVICE_CARD_FIELDS)[number]>

export const toServiceCard = (item: Service): ServiceCardData => ({
  ...pick(item, SERVICE_CARD_FIELDS),
  images: item.images.slice(0, 1),
})

export const SERVICE_CARD_DESCRIPTION_MAX = 100

function ServiceCard({ service }: { service: ServiceCardData }) {
  const image = service.mainImageUrl ?? service.images[0] ?? ''
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-lg">
      <ImageWithFallback
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        src={image}
        alt=""
        width={1200}
        height={800}
        loading="lazy"
        decoding="async"
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg font-semibold text-navy-900">
          <Link to={`/service/${service._id}`} className="after:absolute after:inset-0">
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
    <section id="services" className="bg-slate-50 py-20 sm:py-24" aria-labelledby="services-title">
      <div className="container-page">
        <div className="max-w-2xl">
          <p className="section-eyebrow">What we do</p>
          <h2 id="services-title" className="section-title">
            Our Services
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Engineering, installation and support across the whole life of your electrical installation.
          </p>
        </div>
        {!services.ok ? (
          <div role="alert" className="mt-10 rounded-lg bg-red-50 p-6 text-red-800 ring-1 ring-red-200">
            <p className="font-semibold">Failed to load services</p>
            <p className="mt-1 text-sm">
              Please try refreshing the page or contact support if the problem persists.
            </p>
          </div>
        ) : services.data.length === 0 ? (
          <p className="mt-10 text-slate-600">No services available at the moment.</p>
        ) : (
          <div className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {services.data.map((service) => (
              <ServiceCard key={service._id} service={service} />
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
