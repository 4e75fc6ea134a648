import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react'
import { useBlocker } from 'react-router'
import { copyTime, type StoredCopy } from '../unsaved-copies'

export const LEAVE_TEXT = {
  title: 'Discard unsaved changes?',
  message: 'What you have changed here is not saved yet. If you leave now, the changes are lost.',
  keep: 'Keep editing',
  discard: 'Discard',
} as const

/**
 * 'Discard unsaved changes?': asked before an edited form is left (docs/product.md#leave-guards). Keep editing
 * has the focus, so Enter or Escape by habit never throws anything away.
 */
export function DiscardChangesDialog({
  opened,
  onKeep,
  onDiscard,
}: {
  opened: boolean
  onKeep: () => void
  onDiscard: () => void
}) {
  return (
    <Modal
      opened={opened}
      onClose={onKeep}
      title={LEAVE_TEXT.title}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      // Above the window whose form it asks about.
      zIndex={300}
      // Dims the window under it too, so the question stands out from the form it is about.
      overlayProps={{ backgroundOpacity: 0.35 }}
    >
      <Stack gap="lg">
        <Text size="sm">{LEAVE_TEXT.message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onKeep} data-autofocus>
            {LEAVE_TEXT.keep}
          </Button>
          <Button color="red" onClick={onDiscard}>
            {LEAVE_TEXT.discard}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

/** 'Restore unsaved changes from 14:32?' over a form that has an unsaved copy kept from before (docs/product.md#autosave). */
export function UnsavedCopyOffer({
  offer,
  onRestore,
  onDiscard,
}: {
  offer: StoredCopy<unknown> | null
  onRestore: () => void
  onDiscard: () => void
}) {
  if (!offer) return null
  return (
    <Alert color="blue" variant="light" title="Unsaved changes found" mb="md" radius="md">
      <Stack gap="sm">
        <Text size="sm">Restore unsaved changes from {copyTime(offer.savedAt)}?</Text>
        <Group gap="sm">
          <Button size="xs" onClick={onRestore}>
            Restore
          </Button>
          <Button size="xs" variant="default" onClick={onDiscard}>
            Discard
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}

type Guard = { discard: () => void }
const LeaveGuardContext = createContext<Set<Guard> | null>(null)

/**
 * The signed-in shell's one guard against leaving edited forms: another screen (the sidebar, a link, Back) asks
 * 'Discard unsaved changes?' first, and a reload or closing the tab asks through the browser. The forms say while
 * they are edited (useLeaveGuard); React Router allows one blocker, hence one here for all of them.
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const guards = useRef(new Set<Guard>()).current
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      // A tab of the same screen (?tab=) is not leaving it.
      guards.size > 0 && nextLocation.pathname !== currentLocation.pathname,
  )

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (guards.size === 0) return
      event.preventDefault()
      // Older browsers ask only when a value is returned.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [guards])

  return (
    <LeaveGuardContext.Provider value={guards}>
      {children}
      <DiscardChangesDialog
        opened={blocker.state === 'blocked'}
        onKeep={() => blocker.reset?.()}
        onDiscard={() => {
          for (const guard of [...guards]) guard.discard()
          guards.clear()
          blocker.proceed?.()
        }}
      />
    </LeaveGuardContext.Provider>
  )
}

/**
 * Marks a form as edited while `active`: leaving the screen or the page asks first; `discard` runs when the person
 * chooses to leave anyway (its unsaved copy goes). Outside the shell (a test), nothing.
 */
export function useLeaveGuard(active: boolean, discard: () => void) {
  const guards = useContext(LeaveGuardContext)
  const discardRef = useRef(discard)
  discardRef.current = discard
  useEffect(() => {
    if (!guards || !active) return
    const guard: Guard = { discard: () => discardRef.current() }
    guards.add(guard)
    return () => {
      guards.delete(guard)
    }
  }, [guards, active])
}
