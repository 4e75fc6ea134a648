import { ActionIcon } from '@mantine/core'
import { TrashIcon } from '../../../ui/backoffice/components/icons'
import { OrderControls, useSortableItem } from '../../../ui/backoffice/components/SortableList'

export const HERO_UPLOAD_PATH = '/upload/company/hero'
export const LOGO_UPLOAD_PATH = '/upload?folder=company'

/**
 * An item of a settings list (a hero slide, a question) in its SortableList: its drag handle and Move up / Move
 * down buttons (docs/product.md#ordering-lists), and Remove.
 */
export function ItemControls({
  name,
}: {
  /** The item as the Remove button says it: 'slide 2', 'question 1'. */
  name: string
}) {
  const item = useSortableItem()
  return (
    <>
      <OrderControls size="md" iconSize={16} />
      <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={item.remove}>
        <TrashIcon size={16} />
      </ActionIcon>
    </>
  )
}
