import { useEffect, useRef } from 'react'

/**
 * Escape closes the topmost window only. Mantine's windows each listen for Escape on the window, and the first
 * opened hears it first: the History drawer, opened above an edit window, would close both. The windows that stack
 * so (the History drawer and its dialogs, the restore-as dialog) are kept on a stack here; its listener, added when
 * this module loads (before any window opens), closes the top one and stops the key there. A key an open list takes
 * for itself (a select's options) is left to it.
 */
const layers: { close: () => void }[] = []

if (typeof window !== 'undefined') {
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || event.isComposing || layers.length === 0) return
      const target = event.target as Element | null
      if (target?.getAttribute?.('data-mantine-stop-propagation') === 'true') return
      event.stopImmediatePropagation()
      layers[layers.length - 1]!.close()
    },
    { capture: true },
  )
}

/** While `opened`, this window is the top of the stack: Escape calls `close` and nothing else. */
export function useEscapeLayer(opened: boolean, close: () => void) {
  const closeRef = useRef(close)
  closeRef.current = close
  useEffect(() => {
    if (!opened) return
    const layer = { close: () => closeRef.current() }
    layers.push(layer)
    return () => {
      layers.splice(layers.indexOf(layer), 1)
    }
  }, [opened])
}
