import { useState } from 'react'

/**
 * Which of a screen's dialogs is open, and for which item. One dialog at a time; a closed dialog keeps its item
 * while it animates out, and Mantine's Modal gives the focus back to the button that opened it. Given the list,
 * the item is its freshest copy (the list is loaded again after every write).
 */
export function useEntityDialogs<Kind extends string, T extends { _id: string }>(
  items?: readonly T[] | undefined,
) {
  const [state, setState] = useState<{ kind: Kind | null; opened: boolean; item: T | null }>({
    kind: null,
    opened: false,
    item: null,
  })
  const current = state.item
  const item = current ? (items?.find((candidate) => candidate?._id === current._id) ?? current) : null
  return {
    open: (kind: Kind, item: T | null = null) => setState({ kind, opened: true, item }),
    close: () => setState((previous) => ({ ...previous, opened: false })),
    isOpen: (kind: Kind) => state.opened && state.kind === kind,
    /** A dialog's opened and onClose props. */
    props: (kind: Kind) => ({
      opened: state.opened && state.kind === kind,
      onClose: () => setState((previous) => ({ ...previous, opened: false })),
    }),
    /** The item of this dialog (null when another dialog was opened last). */
    item: (kind: Kind) => (state.kind === kind ? item : null),
    /** The item of whichever dialog was opened last. */
    current: item,
  }
}
