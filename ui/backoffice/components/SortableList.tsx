import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ActionIcon, Group, type MantineSpacing, Stack, VisuallyHidden } from '@mantine/core'
import {
  type ComponentPropsWithoutRef,
  createContext,
  type ElementType,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { ArrowDownIcon, ArrowUpIcon, GripIcon } from './icons'
import { moveTo, removeAt, SORTABLE_WORDS, syncKeys } from './sortable'

/** A move the person made: the item, from and to which place (0-based), of how many. */
export type ListMove<T> = { item: T; name: string; from: number; to: number; total: number }

type ListContext = {
  ids: string[]
  names: string[]
  move: (from: number, to: number) => void
  remove: (index: number) => void
  disabled: boolean
}
const SortableListContext = createContext<ListContext | null>(null)

type ItemContext = {
  index: number
  handle: {
    ref: (element: HTMLElement | null) => void
    props: Record<string, unknown>
  }
}
const SortableItemContext = createContext<ItemContext | null>(null)

/** A list without bullets or indent (its items are cards or rows of their own). */
export const UNSTYLED_LIST = { listStyle: 'none', padding: 0, margin: 0 } as const

/** Dragging moves an item up and down only. */
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 })

let keyCount = 0
const freshKey = () => `sortable-${++keyCount}`

/**
 * Keys for the items of a list without ids of their own (questions, slides, lines of text), to give both the
 * items (`key`) and their SortableList (`keys`): they follow the moves and removals the list makes, so an item keeps
 * its element, and its focus, when it moves.
 */
export function useItemKeys(length: number): RefObject<string[]> {
  const keys = useRef<string[]>([])
  keys.current = syncKeys(keys.current, length, freshKey)
  return keys
}

/**
 * An ordered list the person can reorder (docs/product.md#ordering-lists): each item (SortableItem) has a drag
 * handle for the mouse, touch and the keyboard (Space to pick up, arrows to move, Space to drop, Escape to cancel)
 * and Move up / Move down buttons (OrderControls); screen readers hear each item's name and place. `onChange` gets
 * the new list and the move; the items keep their keys (`getKey`, or keys the kit keeps for items without ids).
 */
export function SortableList<T, C extends ElementType = 'ol'>({
  items,
  getKey,
  keys,
  nameOf,
  onChange,
  disabled = false,
  layout = 'list',
  gap = 'xs',
  component,
  children,
  ...props
}: {
  items: readonly T[]
  /** The item's id; without it, the keys of useItemKeys (or keys the list keeps when its items have none). */
  getKey?: (item: T) => string
  keys?: RefObject<string[]>
  /** What the item is called in the controls' labels and the announcements ("Cables", "Question 2"). */
  nameOf: (item: T, index: number) => string
  onChange: (items: T[], move: ListMove<T> | null) => void
  /** While a move is being saved, the controls wait. */
  disabled?: boolean
  /** Items one under the other (dragged up and down only), or tiles in rows (dragged anywhere). */
  layout?: 'list' | 'grid'
  /** The list element (a table body, a grid…); by default an `ol` without bullets, its items `gap` apart. */
  component?: C
  gap?: MantineSpacing | number
  children: ReactNode
} & Omit<ComponentPropsWithoutRef<C>, 'onChange' | 'children'>) {
  const own = useItemKeys(items.length)
  const kept = keys ?? own
  const ids = getKey ? items.map(getKey) : kept.current
  const names = items.map((item, index) => nameOf(item, index))
  const [spoken, setSpoken] = useState('')
  const [isMounted, setIsMounted] = useState(false)
  useEffect(() => setIsMounted(true), [])
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  function move(from: number, to: number) {
    if (disabled || from === to || to < 0 || to >= items.length) return
    kept.current = moveTo(kept.current, from, to)
    onChange(moveTo(items, from, to), {
      item: items[from]!,
      name: names[from]!,
      from,
      to,
      total: items.length,
    })
  }

  const context: ListContext = {
    ids,
    names,
    disabled,
    move: (from, to) => {
      move(from, to)
      setSpoken(SORTABLE_WORDS.moved(names[from]!, to, items.length))
    },
    remove: (index) => {
      kept.current = removeAt(kept.current, index)
      onChange(removeAt(items, index), null)
    },
  }

  const place = (id: UniqueIdentifier | undefined) => (id === undefined ? -1 : ids.indexOf(String(id)))
  const nameAt = (id: UniqueIdentifier) => names[place(id)] ?? ''
  const announcements: Announcements = {
    onDragStart: ({ active }) => SORTABLE_WORDS.pickedUp(nameAt(active.id), place(active.id), ids.length),
    onDragOver: ({ active, over }) =>
      over ? SORTABLE_WORDS.over(nameAt(active.id), place(over.id), ids.length) : undefined,
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? SORTABLE_WORDS.moved(nameAt(active.id), place(over.id), ids.length)
        : SORTABLE_WORDS.stayed(nameAt(active.id), place(active.id), ids.length),
    onDragCancel: ({ active }) => SORTABLE_WORDS.cancelled(nameAt(active.id), place(active.id), ids.length),
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) move(place(active.id), place(over.id))
  }

  const List = (component ?? 'ol') as ElementType
  return (
    <SortableListContext.Provider value={context}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={layout === 'list' ? [alongTheList] : []}
        onDragEnd={onDragEnd}
        accessibility={{
          // Its instructions and live region beside the page's content, not in the list (a table may hold neither).
          container: isMounted ? document.body : undefined,
          announcements,
          screenReaderInstructions: { draggable: SORTABLE_WORDS.instructions },
        }}
      >
        <SortableContext
          items={ids}
          strategy={layout === 'list' ? verticalListSortingStrategy : rectSortingStrategy}
          disabled={disabled}
        >
          {component ? (
            <List {...props}>{children}</List>
          ) : (
            <Stack component="ol" gap={gap} style={UNSTYLED_LIST} {...props}>
              {children}
            </Stack>
          )}
        </SortableContext>
      </DndContext>
      {/* Beside the page's content (a list may be a table's body, where no div may stand). */}
      {isMounted
        ? createPortal(
            <VisuallyHidden aria-live="polite" aria-atomic="true">
              {spoken}
            </VisuallyHidden>,
            document.body,
          )
        : null}
    </SortableListContext.Provider>
  )
}

function useList(): ListContext {
  const list = useContext(SortableListContext)
  if (!list) throw new Error('A sortable item belongs in a SortableList')
  return list
}

/**
 * One item of a SortableList, at `index`: the element that moves while dragged (an `li` by default, a table row, a
 * Mantine Paper…). Its OrderControls are its handle and arrows.
 */
export function SortableItem<C extends ElementType = 'li'>({
  index,
  component,
  style,
  children,
  ...props
}: {
  index: number
  component?: C
  children: ReactNode
} & Omit<ComponentPropsWithoutRef<C>, 'children'>) {
  const list = useList()
  const id = list.ids[index] ?? `missing-${index}`
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled: list.disabled })
  const item = useMemo<ItemContext>(
    () => ({ index, handle: { ref: setActivatorNodeRef, props: { ...attributes, ...listeners } } }),
    [index, setActivatorNodeRef, attributes, listeners],
  )
  const Item = (component ?? 'li') as ElementType
  return (
    <SortableItemContext.Provider value={item}>
      <Item
        {...props}
        ref={setNodeRef}
        data-dragging={isDragging || undefined}
        style={{
          ...(style as object),
          transform: CSS.Translate.toString(transform),
          transition,
          position: 'relative',
          zIndex: isDragging ? 2 : undefined,
          boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
          background: isDragging ? 'var(--mantine-color-white)' : undefined,
        }}
      >
        {children}
      </Item>
    </SortableItemContext.Provider>
  )
}

/** The item's place in its SortableList, and what removes it there (keys kept with the others). */
export function useSortableItem() {
  const list = useList()
  const item = useContext(SortableItemContext)
  if (!item) throw new Error('Order controls belong in a SortableItem')
  return {
    index: item.index,
    total: list.ids.length,
    name: list.names[item.index] ?? '',
    remove: () => list.remove(item.index),
  }
}

/**
 * The drag handle and the Move up / Move down buttons of a SortableItem (the first item's up and the last one's
 * down disabled). After a move by button the focus stays on the item: on the button, or on the handle when the
 * button has just been disabled at an end of the list.
 */
export function OrderControls({ size = 'lg', iconSize = 18 }: { size?: 'md' | 'lg'; iconSize?: number }) {
  const list = useList()
  const item = useContext(SortableItemContext)
  const handle = useRef<HTMLButtonElement | null>(null)
  if (!item) throw new Error('Order controls belong in a SortableItem')
  const { index } = item
  const total = list.ids.length
  const name = list.names[index] ?? ''

  function step(delta: -1 | 1) {
    const to = index + delta
    list.move(index, to)
    // At an end, the button pressed is disabled and would drop the focus: the handle keeps it on the item.
    if (to === 0 || to === total - 1) requestAnimationFrame(() => handle.current?.focus())
  }

  const arrow = (delta: -1 | 1) => (
    <ActionIcon
      variant="subtle"
      color="gray.8"
      size={size}
      aria-label={delta < 0 ? SORTABLE_WORDS.up(name) : SORTABLE_WORDS.down(name)}
      disabled={list.disabled || (delta < 0 ? index === 0 : index === total - 1)}
      onClick={() => step(delta)}
    >
      {delta < 0 ? <ArrowUpIcon size={iconSize} /> : <ArrowDownIcon size={iconSize} />}
    </ActionIcon>
  )

  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        component="button"
        type="button"
        variant="subtle"
        color="gray.8"
        size={size}
        {...item.handle.props}
        ref={(element: HTMLButtonElement | null) => {
          handle.current = element
          item.handle.ref(element)
        }}
        aria-label={SORTABLE_WORDS.handle(name)}
        disabled={list.disabled}
        style={{ cursor: list.disabled ? undefined : 'grab', touchAction: 'none' }}
      >
        <GripIcon size={iconSize} />
      </ActionIcon>
      {arrow(-1)}
      {arrow(1)}
    </Group>
  )
}
