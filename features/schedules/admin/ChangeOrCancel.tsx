import { Button, Group } from '@mantine/core'

/** A pending schedule's two buttons (the item's schedules, the Scheduled screen), read by the labels given. */
export function ChangeOrCancel({
  changeLabel,
  cancelLabel,
  onChange,
  onCancel,
  isCancelling,
}: {
  changeLabel: string
  cancelLabel: string
  onChange: () => void
  onCancel: () => void
  isCancelling?: boolean
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-sm" variant="subtle" onClick={onChange} aria-label={changeLabel}>
        Change
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        loading={isCancelling}
        onClick={onCancel}
        aria-label={cancelLabel}
      >
        Cancel
      </Button>
    </Group>
  )
}
