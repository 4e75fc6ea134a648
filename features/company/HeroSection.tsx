import { ImageWithFallback } from '../../ui/components/ImageWithFallback'
import { altOf } from '../../ui/lib/alt-text'
import { groupThousands } from '../../ui/lib/text'
import { useShownAndNext } from '../../ui/lib/motion'
import { CarouselArrows, useCarousel } from '../../ui/components/carousel'
import { type CompanyInfo, DEFAULT_HERO_BUTTON, DEFAULT_HERO_STATS } from './company.types'

/** The figures under the hero, each with its default when the company has set none. */
const HERO_FIGURES = [
  ['Years Experience', 'yearsExperience'],
  ['Projects Completed', 'projectsCompleted'],
] as const

export type HeroContent = Pick<CompanyInfo, 'heroImages' | 'heroStats'>

export function HeroSection({ company }: { company: HeroContent }) {
  const slides = company.heroImages
  const count = slides.length
  const { index, go, pauseHandlers } = useCarousel(count)
  const mounted = useShownAndNext(index, count)

  const stats = company.heroStats ?? DEFAULT_HERO_STATS
  const slide = slides[index]

  return (
    <section
      id="home"
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative isolate flex min-h-[92vh] items-center overflow-hidden bg-navy-950 pt-20"
      {...pauseHandlers}
    >
      {slides.map((item, i) =>
        mounted.has(i) ? (
          <ImageWithFallback
            key={item.imageUrl + i}
            src={item.imageUrl}
            alt={altOf(item.altText, '')}
            width={1920}
            height={1080}
            fetchPriority={i === 0 ? 'high' : 'low'}
            loading={i === 0 ? 'eager' : 'lazy'}
            decoding={i === 0 ? 'sync' : 'async'}
            className={`absolute inset-0 -z-10 h-full w-full object-cover transition-opacity duration-1000 ${
              i === index ? 'opacity-100' : 'opacity-0'
            }`}
          />
        ) : null,
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/90 via-navy-950/60 to-navy-950/10" />

      <div className="container-page py-16">
        {slide ? (
          <div
            key={index}
            className="max-w-2xl"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
          >
            <h1
              className="hero-title text-4xl leading-tight font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl"
              // Hero titles may carry limited HTML; it is sanitised on the server when saved.
              dangerouslySetInnerHTML={{ __html: slide.title }}
            />
            {slide.subtitle ? (
              <p className="mt-6 text-lg leading-8 text-slate-200">{slide.subtitle}</p>
            ) : null}
            <div className="mt-10 flex flex-wrap gap-4">
              <a href={slide.buttonLink || DEFAULT_HERO_BUTTON.link} className="btn-primary">
                {slide.buttonText || DEFAULT_HERO_BUTTON.text}
              </a>
              <a href="#contact" className="btn-outline-light">
                Contact Us
              </a>
            </div>
          </div>
        ) : (
          <p className="text-xl text-slate-200">No hero images configured</p>
        )}

        {/* The arrows sit in the flow beside the figures (below them when the row is too narrow), never over text. */}
        <div className="mt-14 flex flex-wrap items-end gap-x-6 gap-y-6">
          <dl className="grid max-w-md flex-1 basis-64 grid-cols-2 gap-6 border-t border-white/20 pt-8">
            {HERO_FIGURES.map(([term, key]) => (
              <div key={key}>
                <dt className="text-sm text-slate-300">{term}</dt>
                <dd className="text-3xl font-bold text-white">
                  {groupThousands(stats[key] ?? DEFAULT_HERO_STATS[key])}+
                </dd>
              </div>
            ))}
          </dl>
          {count > 1 ? (
            <div className="ml-auto flex gap-2">
              <CarouselArrows
                noun="slide"
                go={go}
                className="flex h-11 w-11 items-center justify-center rounded-full border border-white/40 text-white hover:bg-white/15"
              />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}
