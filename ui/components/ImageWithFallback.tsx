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

/**
 * An image that swaps in a neutral placeholder when it fails to load (docs/product.md#image-fallback), with srcset
 * candidates for uploaded images; pass `sizes` for anything narrower than the viewport.
 */
export function ImageWithFallback({
  src,
  alt,
  sizes,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  // A server-rendered image may fail before React is listening: check once hydrated.
  useEffect(() => {
    const img = ref.current
    if (img && failedBeforeListening(img)) setFailed(true)
  }, [])
  const srcSet = failed ? undefined : srcSetFor(src)
  return (
    <img
      ref={ref}
      {...rest}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? '100vw') : undefined}
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
