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
 * On a touch screen there is no pointer to move away: the browser leaves its emulated mouse where the finger last
 * was (on a window's Save button at the bottom, say), and a toast that comes there would count as pointed at and
 * never close. There, Mantine is not told of the pointer coming onto a toast: its hover pause is React's
 * onMouseEnter, which React draws from the mouseout of the element left and the mouseover of the toast; both are
 * stopped before React sees them. A tap on a toast's close button or link still works (clicks are not touched).
 */
function useNoHoverPauseOnTouch(position: string) {
  useEffect(() => {
    if (!window.matchMedia('(hover: none)').matches) return
    const onToasts = (node: EventTarget | null) =>
      node instanceof Node &&
      !!document.querySelector(`.${classes.root}[data-position="${position}"]`)?.contains(node)
    const stop = (event: Event) => {
      const { target, relatedTarget } = event as MouseEvent
      if (onToasts(event.type === 'mouseover' ? target : relatedTarget)) event.stopPropagation()
    }
    window.addEventListener('mouseover', stop, true)
    window.addEventListener('mouseout', stop, true)
    return () => {
      window.removeEventListener('mouseover', stop, true)
      window.removeEventListener('mouseout', stop, true)
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
  useNoHoverPauseOnTouch(position)
  return <Notifications position={position} autoClose={5000} classNames={{ root: classes.root }} />
}
