/** Pure rules of the sortable-list kit (SortableList.tsx, docs/product.md#ordering-lists). */

/** The list with the item at `from` taken out and put at `to` (both 0-based; out of range: the list as it is). */
export function moveTo<T>(items: readonly T[], from: number, to: number): T[] {
  const list = [...items]
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list
  const [item] = list.splice(from, 1) as [T]
  list.splice(to, 0, item)
  return list
}

/** An item's place as people say it: "position 2 of 5" (0-based index). */
export const placeOf = (index: number, total: number) => `position ${index + 1} of ${total}`

/** What screen readers hear as an item is picked up, carried, dropped or put back (names in curly quotes). */
export const SORTABLE_WORDS = {
  instructions:
    'To reorder with the keyboard, press Space on the drag handle to pick the item up, the arrow keys to move it, ' +
    'Space again to drop it, or Escape to cancel. The Move up and Move down buttons do the same one place at a time.',
  pickedUp: (name: string, index: number, total: number) => `Picked up “${name}”, ${placeOf(index, total)}.`,
  over: (name: string, index: number, total: number) => `“${name}” is over ${placeOf(index, total)}.`,
  moved: (name: string, index: number, total: number) => `Moved “${name}” to ${placeOf(index, total)}`,
  stayed: (name: string, index: number, total: number) => `“${name}” stays at ${placeOf(index, total)}.`,
  cancelled: (name: string, index: number, total: number) =>
    `Cancelled. “${name}” is back at ${placeOf(index, total)}.`,
  handle: (name: string) => `Drag to reorder “${name}”`,
  up: (name: string) => `Move “${name}” up`,
  down: (name: string) => `Move “${name}” down`,
}

/**
 * Keys that stay with their items while a list without ids of its own (questions, slides, lines of text) is edited:
 * `keys` follow a move or a removal the kit makes; items added at the end get new keys, ones gone at the end lose
 * theirs. `fresh` makes a new key.
 */
export function syncKeys(keys: readonly string[], length: number, fresh: () => string): string[] {
  if (keys.length === length) return [...keys]
  if (keys.length > length) return keys.slice(0, length)
  return [...keys, ...Array.from({ length: length - keys.length }, fresh)]
}

/** The list without the item at `index`. */
export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index)
}
