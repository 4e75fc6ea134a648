import { Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { useEscapeLayer } from '../escape-layers'
import { errorMessage, notify } from '../notify'
import { CancelAndSubmit } from './FormActions'
import { windowLook } from './FormModal'

/**
 * A restore refused because the item's name was taken meanwhile (a 409), tried again under another name: the
 * Trash's deletion, History's version. The name proposed comes in `initialName`; a failure that is about the name
 * (`nameErrorOf`, a name taken too) shows under the field, any other as a toast. Escape closes this window only
 * (ui/backoffice/escape-layers.ts), never while it restores.
 */
export function RestoreAsDialog({
  opened,
  onClose,
  title,
  message,
  label,
  initialName,
  onRestore,
  nameErrorOf,
}: {
  opened: boolean
  onClose: () => void
  /** The window's title. */
  title: string
  /** What is said above the field. */
  message: ReactNode
  /** The field's label. */
  label: string
  initialName: string
  /** Restores under the name given; the window closes when it resolves. */
  onRestore: (name: string) => Promise<unknown>
  /** The message under the field for a failure about the name; null for any other failure (a toast). */
  nameErrorOf: (failure: unknown) => string | null
}) {
  const [name, setName] = useState(initialName)
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setBusy] = useState(false)
  useEffect(() => {
    if (opened) {
      setName(initialName)
      setError(null)
    }
  }, [opened, initialName])
  const close = isBusy ? () => {} : onClose
  useEscapeLayer(opened, close)

  async function submit(event: FormEvent) {
    event.preventDefault()
    // The window is a portal, but React hands its submit on to the forms around it in the component tree: from
    // the History drawer, that is the item's edit form, which would save its values from before the restore.
    event.stopPropagation()
    const trimmed = name.trim()
    if (!trimmed) return setError('Please enter a name')
    setBusy(true)
    try {
      await onRestore(trimmed)
      onClose()
    } catch (failure) {
      const nameError = nameErrorOf(failure)
      if (nameError !== null) setError(nameError)
      else notify.error(errorMessage(failure, 'Failed to restore. Please try again.'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal opened={opened} onClose={close} centered {...windowLook(false)} title={title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{message}</Text>
          <TextInput
            label={label}
            required
            data-autofocus
            value={name}
            error={error}
            maxLength={200}
            onChange={(event) => {
              setName(event.currentTarget.value)
              setError(null)
            }}
          />
          <Group justify="flex-end" gap="sm">
            <CancelAndSubmit onCancel={onClose} isBusy={isBusy} label="Restore" busyLabel="Restoring..." />
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
