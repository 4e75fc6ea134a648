import { useEffect, useState } from 'react'
import { ImageWithFallback } from '../../ui/components/ImageWithFallback'
import { altOf } from '../../ui/lib/alt-text'
import { Section, SettledList } from '../../ui/components/Section'
import { CarouselArrows, CarouselDots, useCarousel } from '../../ui/components/carousel'
import { pick } from '../../ui/lib/pick'
import type { Settled } from '../../ui/lib/settle'
import type { Client } from './client.schema'
import { testimonialSlots, visibleWindow } from './testimonials'

const TESTIMONIAL_FIELDS = ['_id', 'name', 'description', 'imageUrl', 'imageAlt'] as const

/** What the home page shows of a client (never their e-mail): the page's data carries nothing more (smaller HTML, no private fields). */
export type TestimonialData = Pick<Client, (typeof TESTIMONIAL_FIELDS)[number]>

export const toTestimonial = (item: Client): TestimonialData => pick(item, TESTIMONIAL_FIELDS)

function useSlots() {
  // The server renders three; the browser corrects it to its width after hydration.
  const [slots, setSlots] = useState(3)
  useEffect(() => {
    const update = () => setSlots(testimonialSlots(window.innerWidth))
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
  return slots
}

export function TestimonialsSection({ clients }: { clients: Settled<TestimonialData[]> }) {
  const items = clients.ok ? clients.data : []
  const slots = useSlots()
  const count = items.length
  const canMove = count > slots
  const carousel = useCarousel(count, canMove)
  const { index: start, isPaused, pauseHandlers } = carousel

  return (
    <Section
      id="clients"
      className="bg-navy-900 py-20 sm:py-24"
      eyebrow="Testimonials"
      title="What Our Clients Say"
      intro="Plant managers, facility teams and contractors on working with us."
      tone="dark"
    >
      <SettledList
        list={clients}
        error="Failed to load clients"
        empty="Client testimonials will be available soon."
        tone="dark"
      >
        {() => (
          <div
            className="mt-12"
            role="region"
            aria-roledescription="carousel"
            aria-label="Client testimonials"
            {...pauseHandlers}
          >
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-live={isPaused ? 'polite' : 'off'}>
              {visibleWindow(items, start, slots).map((client, i) => (
                <li
                  key={`${client._id}-${i}`}
                  className={`flex flex-col rounded-2xl bg-white/5 p-8 ring-1 ring-white/10 ${
                    i === 1 ? 'hidden sm:flex' : i === 2 ? 'hidden lg:flex' : ''
                  }`}
                >
                  <svg
                    viewBox="0 0 24 24"
                    width="32"
                    height="32"
                    aria-hidden="true"
                    className="text-amber-accent"
                    fill="currentColor"
                  >
                    <path d="M9.5 6C6.5 6 4 8.5 4 11.5V18h6v-6H7c0-1.7 1.3-3 3-3V6h-.5zm10 0c-3 0-5.5 2.5-5.5 5.5V18h6v-6h-3c0-1.7 1.3-3 3-3V6h-.5z" />
                  </svg>
                  <blockquote className="mt-4 flex-1 leading-7 text-slate-200">
                    {client.description}
                  </blockquote>
                  <div className="mt-6 flex items-center gap-4">
                    <ImageWithFallback
                      slot="avatar"
                      src={client.imageUrl}
                      alt={altOf(client.imageAlt, '')}
                      className="h-12 w-12 rounded-full object-cover"
                    />
                    <p className="font-semibold text-white">{client.name}</p>
                  </div>
                </li>
              ))}
            </ul>
            {canMove ? (
              <div className="mt-8 flex items-center justify-center gap-4">
                <CarouselArrows
                  noun="testimonials"
                  go={carousel.go}
                  className="flex h-11 w-11 items-center justify-center rounded-full border border-white/30 text-white hover:bg-white/10"
                >
                  <CarouselDots
                    look="dark"
                    keys={items.map((client) => client._id)}
                    carousel={carousel}
                    label={(position) => `Show testimonials from position ${position} of ${count}`}
                  />
                </CarouselArrows>
              </div>
            ) : null}
          </div>
        )}
      </SettledList>
    </Section>
  )
}
