import { type ReactNode, useId, useState } from 'react'
import { ChevronDownIcon } from './CategoryIcons'
import { visibleItems } from './category.rules'

/** A list that shows its first `initially` items until the visitor asks for the rest (docs/product.md#products). */
export function useShowMore<T>(items: T[], initially: number) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  return {
    listId,
    expanded,
    shown: visibleItems(items, expanded, initially),
    hasMore: items.length > initially,
    toggle: () => setExpanded((value) => !value),
  }
}

/** The button under such a list that shows the rest, or fewer again; nothing when all fit. */
export function ShowMoreButton({
  list,
  className,
  buttonClassName,
  children,
}: {
  list: ReturnType<typeof useShowMore>
  /** The row's spacing. */
  className: string
  buttonClassName: string
  children: ReactNode
}) {
  if (!list.hasMore) return null
  return (
    <div className={`${className} flex justify-center`}>
      <button
        type="button"
        aria-expanded={list.expanded}
        aria-controls={list.listId}
        onClick={list.toggle}
        className={buttonClassName}
      >
        {children}
        <ChevronDownIcon className={`h-4 w-4 transition ${list.expanded ? 'rotate-180' : ''}`} />
      </button>
    </div>
  )
}
