/**
 * Whether the back-office has shown a toast yet: `notify` (./notify.ts) raises it, and BackofficeShell then mounts
 * Mantine's toasts, whose code is loaded on demand. A module of its own so that the sign-in page, which shows no
 * toast, loads neither Mantine's toasts nor their store.
 */
let isWanted = false
const listeners = new Set<() => void>()

export const toastSignal = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  isWanted: () => isWanted,
  /** The toasts are needed: a toast is being shown, or a screen that will show some has opened. */
  raise() {
    if (isWanted) return
    isWanted = true
    for (const listener of listeners) listener()
  },
}
