import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { type FormEvent, useEffect, useState } from 'react'
import { windowLook } from '../../../ui/backoffice/components/FormModal'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import type { TrashGroup } from '../trash.schema'
import { isTitleConflict } from './trash'

/**
 * The restore of an item whose title was taken meanwhile (a 409): the same item under another name, proposed as
 * '{title} (restored)'. A name taken too shows under the field.
 */
export function RestoreAsDialog({
  opened,
  onClose,
  group,
  typeLabel,
  initialTitle,
  onRestore,
}: {
  opened: boolean
  onClose: () => void
  group: TrashGroup | null
  /** 'category' */
  typeLabel: string
  initialTitle: string
  onRestore: (group: TrashGroup, title: string) => Promise<unknown>
}) {
  const [title, setTitle] = useState(initialTitle)
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setBusy] = useState(false)
  useEffect(() => {
    if (opened) {
      setTitle(initialTitle)
      setError(null)
    }
  }, [opened, initialTitle])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!group) return
    const name = title.trim()
    if (!name) return setError('Please enter a name')
    setBusy(true)
    try {
      await onRestore(group, name)
      onClose()
    } catch (failure) {
      if (isTitleConflict(failure)) setError(`This name is taken too. Choose another.`)
      else notify.error(errorMessage(failure, 'Failed to restore. Please try again.'))
    } finally {
      setBusy(false)
    }
  }

  const taken = group?.items[0]?.title ?? group?.label ?? ''
  return (
    <Modal
      opened={opened}
      onClose={isBusy ? () => {} : onClose}
      centered
      {...windowLook(false)}
      title={`A ${typeLabel} named “${taken}” already exists`}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Restore it under another name.
            {group?.withIt ? ` Its ${group.withIt} come back with it.` : ''}
          </Text>
          <TextInput
            label="Name"
            required
            data-autofocus
            value={title}
            error={error}
            maxLength={200}
            onChange={(event) => {
              setTitle(event.currentTarget.value)
              setError(null)
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isBusy}>
              Cancel
            </Button>
            <Button type="submit" disabled={isBusy}>
              {isBusy ? 'Restoring...' : 'Restore'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
