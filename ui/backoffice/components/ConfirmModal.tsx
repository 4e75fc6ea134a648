import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { errorMessage, notify } from '../notify'

export type ConfirmColor = 'primary' | 'danger' | 'warning'

/** Filled red and orange are darkened by the theme (ui/backoffice/MantineShell.tsx) to carry white text at 4.5:1. */
const COLOR: Record<ConfirmColor, string> = { primary: 'blue', danger: 'red', warning: 'orange' }

type Props = {
  opened: boolean
  onClose: () => void
  title: string
  message: ReactNode
  confirmLabel?: string
  busyLabel?: string
  cancelLabel?: string
  color?: ConfirmColor
  /** Runs the action; the dialog closes when it resolves and stays open (with a toast) when it throws. */
  onConfirm: () => Promise<unknown> | unknown
  /** Toast for a failure; the error's own message when not given. */
  failureMessage?: string
  /** The confirm button waits for this to turn false (an address to type again before an erasure). */
  confirmDisabled?: boolean
}

/**
 * The generic confirm dialog (docs/product.md#confirm-dialog): title, message, button texts, primary / danger /
 * warning.
 */
export function ConfirmModal({
  opened,
  onClose,
  title,
  message,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  cancelLabel = 'Cancel',
  color = 'danger',
  onConfirm,
  failureMessage,
  confirmDisabled = false,
}: Props) {
  const [isBusy, setBusy] = useState(false)

  async function confirm() {
    setBusy(true)
    try {
      await onConfirm()
      onClose()
    } catch (error) {
      notify.error(failureMessage ?? errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal opened={opened} onClose={isBusy ? () => {} : onClose} title={title} centered>
      <Stack gap="lg">
        {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isBusy}>
            {cancelLabel}
          </Button>
          <Button color={COLOR[color]} onClick={confirm} loading={false} disabled={isBusy || confirmDisabled}>
            {isBusy ? busyLabel : confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
