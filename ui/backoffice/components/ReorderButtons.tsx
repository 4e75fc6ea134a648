import { ActionIcon, Group, VisuallyHidden } from '@mantine/core'
import { ArrowDownIcon, ArrowUpIcon } from './icons'

/**
 * The up and down arrows that move an item in an ordered list ('Move … up', 'Move … down'). Given its position,
 * the control says it to screen readers ('Position 2') and groups the arrows; else they stand as two buttons.
 */
export function ReorderButtons({
  name,
  position,
  upDisabled,
  downDisabled,
  onMove,
  iconSize = 18,
  compact = false,
}: {
  /** What moves, as said in the labels. */
  name: string
  position?: number
  upDisabled: boolean
  downDisabled: boolean
  onMove: (direction: 'up' | 'down') => void
  iconSize?: number
  /** The arrows at the default size of an icon button, for a list's own small controls. */
  compact?: boolean
}) {
  const arrow = (direction: 'up' | 'down', disabled: boolean) => (
    <ActionIcon
      variant="subtle"
      color="gray.8"
      size={compact ? undefined : 'lg'}
      aria-label={`Move ${name} ${direction}`}
      disabled={disabled}
      onClick={() => onMove(direction)}
    >
      {direction === 'up' ? <ArrowUpIcon size={iconSize} /> : <ArrowDownIcon size={iconSize} />}
    </ActionIcon>
  )
  const arrows = (
    <>
      {arrow('up', upDisabled)}
      {arrow('down', downDisabled)}
    </>
  )
  if (position === undefined) return arrows
  return (
    <Group gap={2} wrap="nowrap">
      <VisuallyHidden>Position {position}</VisuallyHidden>
      {arrows}
    </Group>
  )
}
