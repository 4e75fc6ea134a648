import { Tabs, type TabsListProps } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import classes from './ScrollingTabs.module.css'

/**
 * A screen's tab list (docs/product.md#back-office-shell): on a narrow screen it scrolls sideways instead of cutting a
 * tab's name, a fade with an arrow shows on each side that has more, and the chosen tab is scrolled into view.
 */
export function ScrollingTabsList({ children, className, ...props }: TabsListProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [more, setMore] = useState({ start: false, end: false })

  useEffect(() => {
    const list = ref.current
    if (!list) return
    const measure = () =>
      setMore({
        start: list.scrollLeft > 1,
        end: list.scrollLeft + list.clientWidth < list.scrollWidth - 1,
      })
    measure()
    list.addEventListener('scroll', measure, { passive: true })
    const observer = new ResizeObserver(measure)
    observer.observe(list)
    return () => {
      list.removeEventListener('scroll', measure)
      observer.disconnect()
    }
  }, [])

  // The chosen tab in view (sideways only: the page itself does not move); the scroller is its offset parent.
  useEffect(() => {
    const list = ref.current
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
    if (!list || !tab) return
    const margin = 40
    if (tab.offsetLeft < list.scrollLeft) list.scrollLeft = tab.offsetLeft - margin
    else if (tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollLeft = tab.offsetLeft + tab.offsetWidth - list.clientWidth + margin
  })

  return (
    <div
      className={classes.scroller}
      data-more-start={more.start || undefined}
      data-more-end={more.end || undefined}
    >
      <Tabs.List ref={ref} className={[classes.list, className].filter(Boolean).join(' ')} {...props}>
        {children}
      </Tabs.List>
    </div>
  )
}
