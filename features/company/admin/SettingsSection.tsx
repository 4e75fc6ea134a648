import { ActionIcon } from '@mantine/core'
import { TrashIcon } from '../../../ui/backoffice/components/icons'
import { ReorderButtons } from '../../../ui/backoffice/components/ReorderButtons'
import { moveItem, removeItem } from './settings-form'

export const HERO_UPLOAD_PATH = '/upload/company/hero'
export const LOGO_UPLOAD_PATH = '/upload?folder=company'

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
