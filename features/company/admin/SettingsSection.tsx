import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { TrashIcon } from '../../../ui/backoffice/components/icons'
import { ReorderButtons } from '../../../ui/backoffice/components/ReorderButtons'
import { moveItem, removeItem } from './settings-form'

export const HERO_UPLOAD_PATH = '/upload/company/hero'
export const LOGO_UPLOAD_PATH = '/upload?folder=company'

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
}: {
  onSave: () => void
  isSaving: boolean
  label?: string
}) {
  return (
    <Group justify="flex-end" mt="xl" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Button onClick={onSave} disabled={isSaving}>
        {isSaving ? 'Saving...' : label}
      </Button>
    </Group>
  )
}

/** A settings tab's form: Enter or the save bar's button saves the draft. */
export function SettingsForm({
  save,
  isSaving,
  children,
}: {
  save: () => Promise<unknown>
  isSaving: boolean
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
      {children}
      <SaveBar onSave={() => void save()} isSaving={isSaving} />
    </form>
  )
}

/** Moves an item of a settings list (a hero slide, a question) up or down, or removes it. */
export function ItemControls<T>({
  name,
  items,
  index,
  onChange,
}: {
  /** The item as the labels say it: 'slide 2', 'question 1'. */
  name: string
  items: T[]
  index: number
  onChange: (items: T[]) => void
}) {
  return (
    <>
      <ReorderButtons
        compact
        name={name}
        iconSize={16}
        upDisabled={index === 0}
        downDisabled={index === items.length - 1}
        onMove={(direction) => onChange(moveItem(items, index, direction))}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Remove ${name}`}
        onClick={() => onChange(removeItem(items, index))}
      >
        <TrashIcon size={16} />
      </ActionIcon>
    </>
  )
}
