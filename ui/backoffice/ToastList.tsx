import { Notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { FORM_ACTIONS_ATTRIBUTE } from './components/FormActions'
import classes from './ToastList.module.css'

const GAP = 12

/**
 * The toasts sit at the bottom of the screen; when a form's buttons are there (a bar that stays in view at the
 * bottom of a long form, a window's buttons), they are lifted just above them. Measured when a toast comes, and as
 * the page scrolls or the window changes size.
 */
function useToastsClearOfFormActions(position: string) {
  useEffect(() => {
    const root = document.documentElement
    let frame = 0
    let watched: Element | null = null
    // The toasts' height changes as they come and go (they grow in): measured again each time.
    const resized = new ResizeObserver(() => schedule())
    const measure = () => {
      frame = 0
      // Mantine keeps a list for every position: the one in use.
      const toasts = document.querySelector<HTMLElement>(`.${classes.root}[data-position="${position}"]`)
      if (toasts && toasts !== watched) {
        if (watched) resized.unobserve(watched)
        resized.observe(toasts)
        watched = toasts
      }
      const height = toasts?.getBoundingClientRect().height ?? 0
      const viewport = window.innerHeight
      let bottom = GAP
      for (const bar of document.querySelectorAll(`[${FORM_ACTIONS_ATTRIBUTE}]`)) {
        const box = bar.getBoundingClientRect()
        if (box.height === 0 || box.top >= viewport) continue
        // The bar reaches into the band the toasts take at the bottom: they go above it.
        if (box.bottom > viewport - GAP - height) bottom = Math.max(bottom, viewport - box.top + GAP)
      }
      root.style.setProperty('--admin-toast-bottom', `${bottom}px`)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    measure()
    const observer = new MutationObserver(schedule)
    observer.observe(document.body, { childList: true, subtree: true })
    window.addEventListener('scroll', schedule, { passive: true, capture: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      resized.disconnect()
      window.removeEventListener('scroll', schedule, { capture: true })
      window.removeEventListener('resize', schedule)
      root.style.removeProperty('--admin-toast-bottom')
    }
  }, [position])
}

/**
 * docs/product.md#toasts: at the bottom centre, clear of a form's buttons, never over the header, a screen's title
 * or the buttons beside it, nor the actions at the end of a list's rows; closing after 5000 ms. Loaded on demand
 * (MantineShell.tsx).
 */
export default function ToastList() {
  const position = 'bottom-center'
  useToastsClearOfFormActions(position)
  return <Notifications position={position} autoClose={5000} classNames={{ root: classes.root }} />
}
