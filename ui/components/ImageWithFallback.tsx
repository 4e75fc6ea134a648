import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'
import { srcSetFor } from '../lib/images'

export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80" fill="#e2e8f0"/><path d="M52 28l-6 14h8l-4 12 14-18h-8l4-8z" fill="#94a3b8"/></svg>',
  )

/** A server-rendered image that failed before any script listened for its error event. */
function failedBeforeListening(img: HTMLImageElement) {
  return img.complete && img.naturalWidth === 0 && img.currentSrc !== ''
}

/** `sizes` for a card in the public pages' grids: three columns on wide screens, two on tablets, one on phones. */
const GRID_CARD = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'

/**
 * The places the public pages show pictures: each one's width in the layout (`sizes`), the intrinsic size of what
 * is shown there (the shape uploads are cropped to), and whether it loads lazily (below the fold, in a list).
 */
const SLOTS = {
  gridCard: { sizes: GRID_CARD, width: 1200, height: 800, lazy: true },
  gridBanner: { sizes: GRID_CARD, width: 1200, height: 630, lazy: true },
  gridProduct: {
    sizes: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 120px',
    width: 800,
    height: 800,
    lazy: true,
  },
  thumbnail: { sizes: '(min-width: 1024px) 400px, 100vw', width: 96, height: 64, lazy: true },
  feature: { sizes: '(min-width: 1024px) 300px, 50vw', width: 1200, height: 800, lazy: false },
  banner: { sizes: '(min-width: 768px) 672px, 100vw', width: 1200, height: 630, lazy: false },
  portraitCard: { sizes: '(min-width: 1024px) 300px, 50vw', width: 600, height: 600, lazy: true },
  portrait: { sizes: '180px', width: 600, height: 600, lazy: false },
  logoTile: { sizes: '200px', width: 480, height: 240, lazy: true },
  logo: { sizes: '240px', width: 480, height: 240, lazy: false },
  avatar: { sizes: '48px', width: 400, height: 400, lazy: true },
} as const

export type ImageSlot = keyof typeof SLOTS

const LAZY = { loading: 'lazy', decoding: 'async' } as const

function slotAttributes(slot: ImageSlot | undefined): ImgHTMLAttributes<HTMLImageElement> {
  if (!slot) return {}
  const { sizes, width, height, lazy } = SLOTS[slot]
  return { sizes, width, height, ...(lazy ? LAZY : {}) }
}

type ImageWithFallbackProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  /** Empty or missing: the placeholder. */
  src: string | null | undefined
  alt: string
  /** Where the picture stands: its `sizes`, width, height and loading; anything given here overrides it. */
  slot?: ImageSlot
}

/**
 * An image that swaps in a neutral placeholder when it fails to load (docs/product.md#image-fallback), with srcset
 * candidates for uploaded images; pass a `slot` or `sizes` for anything narrower than the viewport.
 */
export function ImageWithFallback({ src, alt, slot, sizes, ...rest }: ImageWithFallbackProps) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  // A server-rendered image may fail before React is listening: check once hydrated.
  useEffect(() => {
    const img = ref.current
    if (img && failedBeforeListening(img)) setFailed(true)
  }, [])
  const { sizes: slotSizes, ...slotRest } = slotAttributes(slot)
  const srcSet = failed ? undefined : srcSetFor(src)
  return (
    <img
      ref={ref}
      {...slotRest}
      {...rest}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? slotSizes ?? '100vw') : undefined}
      src={failed || !src ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      data-fallback=""
      onError={() => setFailed(true)}
    />
  )
}

function showPlaceholder(img: HTMLImageElement) {
  if (img.getAttribute('src') === PLACEHOLDER_IMAGE) return
  img.removeAttribute('srcset')
  img.removeAttribute('sizes')
  img.src = PLACEHOLDER_IMAGE
}

/**
 * The same fallback for the images of a page's static parts, which are never hydrated (docs/decisions/0007): swaps
 * in the placeholder for images that already failed and for any that fail later (lazy ones, below the fold).
 */
export function watchImageFallbacks(root: Document) {
  root.addEventListener(
    'error',
    (event) => {
      const img = event.target
      if (img instanceof HTMLImageElement && img.dataset.fallback !== undefined) showPlaceholder(img)
    },
    true,
  )
  for (const img of root.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    if (failedBeforeListening(img)) showPlaceholder(img)
  }
}

/**
 * A picture beside text that already says what it shows (a card's heading, a person's name): its alt text is
 * empty, so assistive technology passes over it.
 */
export function DecorativeImage(props: Omit<ImageWithFallbackProps, 'alt'>) {
  return <ImageWithFallback {...props} alt="" />
}
