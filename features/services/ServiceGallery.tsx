import { ImageWithFallback } from '../../ui/components/ImageWithFallback'
import { altOf } from '../../ui/lib/alt-text'
import { useShownAndNext } from '../../ui/lib/motion'
import { CarouselArrows, CarouselDots, useCarousel } from '../../ui/components/carousel'

/** The service's images, cycling circularly every 5 seconds; paused on hover and focus, still for reduced motion. */
export function ServiceGallery({
  images,
  title,
  alts = [],
}: {
  images: string[]
  title: string
  /** Each image's alt text (docs/product.md#alt-text): null where none is given, and the title describes it. */
  alts?: (string | null)[]
}) {
  const count = images.length
  const carousel = useCarousel(count)
  const { index, pauseHandlers } = carousel
  const mounted = useShownAndNext(index, count)

  if (count === 0) return null
  return (
    <div
      className="relative overflow-hidden rounded-2xl bg-slate-100 shadow-lg"
      role="group"
      aria-roledescription="carousel"
      aria-label={`${title} images`}
      {...pauseHandlers}
    >
      <div className="relative aspect-[3/2]">
        {images.map((src, i) =>
          mounted.has(i) ? (
            <ImageWithFallback
              sizes="(min-width: 1024px) 720px, 100vw"
              key={src}
              src={src}
              alt={altOf(alts[i], count > 1 ? `${title}, image ${i + 1} of ${count}` : title)}
              width={1200}
              height={800}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              aria-hidden={i !== index}
              className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-700 ${
                i === index ? 'opacity-100' : 'opacity-0'
              }`}
            />
          ) : null,
        )}
      </div>
      {count > 1 ? (
        <>
          <CarouselDots
            look="overlay"
            keys={images}
            carousel={carousel}
            label={(position) => `Show image ${position} of ${count}`}
          />
          <CarouselArrows
            noun="image"
            go={carousel.go}
            className={{
              previous:
                'absolute top-1/2 left-3 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-navy-950/60 text-white hover:bg-navy-950/80',
              next: 'absolute top-1/2 right-3 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-navy-950/60 text-white hover:bg-navy-950/80',
            }}
          />
        </>
      ) : null}
    </div>
  )
}
