import { ActionIcon, Tooltip } from '@mantine/core'
import type { ReactNode } from 'react'

/** An icon button in a list's row (View, Archive, Delete, …): the tooltip's word, and the full name it is read by. */
export function RowIconButton({
  tip,
  label,
  color,
  onClick,
  children,
}: {
  tip: string
  /** The accessible name, which says which row ('Delete message from Ada'). */
  label: string
  color: string
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Tooltip label={tip}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  )
}
