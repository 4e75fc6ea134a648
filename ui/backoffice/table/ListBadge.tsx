import { Badge, type MantineColor } from '@mantine/core'

/** A row's status in a list: a light badge whose word is never cut off. */
export function ListBadge({ badge }: { badge: { color: MantineColor; label: string } }) {
  return (
    // Mantine cuts a badge's word with an ellipsis when its cell is narrow ('ARCHI…'): here the cell widens instead.
    <Badge
      color={badge.color}
      variant="light"
      style={{ overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {badge.label}
    </Badge>
  )
}
