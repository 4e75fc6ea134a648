import { Badge } from '@mantine/core'

/** The word beside a status switch (hidden from screen readers: the switch already says it). */
export function StatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge variant="light" color={isActive ? 'green' : 'gray'} size="sm" aria-hidden="true">
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  )
}
