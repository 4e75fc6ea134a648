import { Button, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { formActionsMark, StickyActions } from './FormActions'

/** A titled part of a settings tab (company settings, e-mail settings). */
export function Section({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} size="h4">
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="gray.7">
            {description}
          </Text>
        ) : null}
      </div>
      {children}
    </Stack>
  )
}

export function SaveBar({
  onSave,
  isSaving,
  label = 'Save Settings',
  secondaryAction,
}: {
  onSave: () => void
  isSaving: boolean
  label?: string
  /** Before the save button: another way to keep the tab (Save as draft, docs/product.md#drafts). */
  secondaryAction?: ReactNode
}) {
  // Kept in view at the bottom of a long tab (phones: toasts show above it, docs/product.md#toasts).
  return (
    <StickyActions mt="xl" {...formActionsMark}>
      {secondaryAction}
      <Button onClick={onSave} disabled={isSaving}>
        {isSaving ? 'Saving...' : label}
      </Button>
    </StickyActions>
  )
}

/**
 * A settings tab's form: Enter or the save bar's button saves it. `notice` shows above the fields: the offer
 * to restore an unsaved copy (useEntityForm's `copyOffer`, docs/product.md#autosave).
 */
export function SettingsForm({
  save,
  isSaving,
  notice,
  secondaryAction,
  children,
}: {
  save: () => Promise<unknown>
  isSaving: boolean
  notice?: ReactNode
  /** Beside the save button (SaveBar). */
  secondaryAction?: ReactNode
  children: ReactNode
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      {notice}
      {children}
      <SaveBar onSave={() => void save()} isSaving={isSaving} secondaryAction={secondaryAction} />
    </form>
  )
}
