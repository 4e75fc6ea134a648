import { Badge, type MantineColor } from '@mantine/core'

/** A row's status in a list: a light badge whose word is never cut off. */
export function ListBadge({ badge }: { badge: { color: MantineColor; label: string } }) {
  return (
    <Badge color={badge.color} variant="light" style={{ overflow: 'visible' }}>
      {badge.label}
    </Badge>
  )
}
