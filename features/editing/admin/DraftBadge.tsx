import { Badge } from '@mantine/core'
import { hasDraft } from '../../drafts/admin/draft-text'
import { useDrafts } from '../../drafts/admin/useDrafts'

/** 'Draft' beside an item in its list while it has unpublished changes (docs/product.md#drafts). */
export function DraftBadge({ type, itemId }: { type: string; itemId: string }) {
  const drafts = useDrafts()
  if (!hasDraft(drafts.data, type, itemId)) return null
  return (
    <Badge color="yellow" variant="light" size="sm" style={{ verticalAlign: 'middle', flexShrink: 0 }}>
      Draft
    </Badge>
  )
}
