import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import type { ScheduleAction } from '../schedule.schema'
import {
  fromLocalInput,
  nextFullHour,
  SCHEDULE_ACTION_LABELS,
  toLocalInput,
  viewerZone,
} from './schedules-admin'

/**
 * What to do and when: the action (those the item allows) and a date and time in the editor's time zone, named in
 * the field's label; sent in UTC. A native date-time field: labelled, keyboard-operable, no extra dependency.
 */
export function ScheduleForm({
  actions,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  actions: ScheduleAction[]
  initial?: { action: ScheduleAction; at: string }
  submitLabel: string
  onSubmit: (values: { action: ScheduleAction; at: string }) => Promise<unknown>
  onCancel?: () => void
}) {
  const [action, setAction] = useState<ScheduleAction>(initial?.action ?? actions[0]!)
  const [when, setWhen] = useState(toLocalInput(initial ? new Date(initial.at) : nextFullHour()))
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    // Opened from an item's edit window: the submit is this form's, not the window's (React events bubble through
    // the portal).
    event.stopPropagation()
    const at = fromLocalInput(when)
    if (!at) return setError('Choose a date and time')
    if (Date.parse(at) <= Date.now()) return setError('Choose a time in the future')
    setError(undefined)
    setBusy(true)
    try {
      await onSubmit({ action, at })
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not schedule this')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NativeSelect
          label="Action"
          value={action}
          onChange={(event) => setAction(event.currentTarget.value as ScheduleAction)}
          data={actions.map((value) => ({ value, label: SCHEDULE_ACTION_LABELS[value] }))}
        />
        <TextInput
          type="datetime-local"
          label={`Date and time (${viewerZone()})`}
          description="In your time zone; kept in UTC."
          value={when}
          onChange={(event) => setWhen(event.currentTarget.value)}
          error={error}
          required
        />
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Back
            </Button>
          ) : null}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
