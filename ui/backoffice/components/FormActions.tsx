import { Button, Group, type GroupProps } from '@mantine/core'
import type { ReactNode } from 'react'

/** What a form marks its row of buttons with: toasts on phones keep clear of it (ToastList.tsx). */
export const FORM_ACTIONS_ATTRIBUTE = 'data-form-actions'
export const formActionsMark = { [FORM_ACTIONS_ATTRIBUTE]: true }

/**
 * The Cancel and save buttons under an add/edit form; the save button reads `Saving...` while saving
 * (docs/product.md#forms). `sticky` keeps them in view at the bottom of a long form.
 */
export function FormActions({
  onCancel,
  isSaving,
  submitLabel,
  submitDisabled = false,
  sticky = false,
  secondary,
  secondaryAction,
}: {
  onCancel: () => void
  isSaving: boolean
  submitLabel: string
  /** Holds the save back while something else runs (an image upload). */
  submitDisabled?: boolean
  sticky?: boolean
  /** At the start of the row, apart from Cancel and save: the item's History. */
  secondary?: ReactNode
  /** Between Cancel and save: another way to keep the form (Save as draft, docs/product.md#drafts). */
  secondaryAction?: ReactNode
}) {
  const buttons = (
    <>
      {secondary ? <div style={{ marginRight: 'auto' }}>{secondary}</div> : null}
      <CancelAndSubmit
        onCancel={onCancel}
        isBusy={isSaving}
        label={submitLabel}
        busyLabel="Saving..."
        submitDisabled={submitDisabled}
        between={secondaryAction}
      />
    </>
  )
  if (!sticky) {
    return (
      <Group justify="flex-end" mt="xl" gap="sm" {...formActionsMark}>
        {buttons}
      </Group>
    )
  }
  return (
    <StickyActions mt="xl" {...formActionsMark}>
      {buttons}
    </StickyActions>
  )
}

/** A form's Cancel and submit buttons (and `between` them, another); the submit reads `busyLabel` while busy. */
export function CancelAndSubmit({
  onCancel,
  isBusy,
  label,
  busyLabel,
  submitDisabled = false,
  between,
}: {
  onCancel: () => void
  isBusy: boolean
  label: string
  busyLabel: string
  submitDisabled?: boolean
  between?: ReactNode
}) {
  return (
    <>
      <Button variant="default" onClick={onCancel} disabled={isBusy}>
        Cancel
      </Button>
      {between}
      <Button type="submit" disabled={isBusy || submitDisabled}>
        {isBusy ? busyLabel : label}
      </Button>
    </>
  )
}

/** A row of buttons kept in view at the bottom of a long form or report, white above a line. */
export function StickyActions({ children, ...props }: GroupProps) {
  return (
    <Group
      justify="flex-end"
      gap="sm"
      py="md"
      bg="white"
      pos="sticky"
      bottom={0}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)', zIndex: 1 }}
      {...props}
    >
      {children}
    </Group>
  )
}
