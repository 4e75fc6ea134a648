import { Badge } from '@mantine/core'

/** The word beside a status switch (hidden from screen readers: the switch already says it). */
export function StatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge
      variant="light"
      color={isActive ? 'green' : 'gray'}
      size="sm"
      aria-hidden="true"
      styles={{ label: { color: isActive ? '#1b5e20' : '#424242' } }}
    >
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  )
}
