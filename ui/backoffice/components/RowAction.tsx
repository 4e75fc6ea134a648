import { ActionIcon } from '@mantine/core'
import type { ReactNode, Ref } from 'react'

/** An icon button in a table row or list item (Edit, Delete, Preview, …), named for screen readers. */
export function RowAction({
  label,
  color,
  onClick,
  children,
  ref,
  ...rest
}: {
  label: string
  color: string
  onClick: () => void
  children: ReactNode
  /** A Tooltip around the button passes its ref and event handlers through. */
  ref?: Ref<HTMLButtonElement>
}) {
  return (
    <ActionIcon
      {...rest}
      ref={ref}
      variant="subtle"
      color={color}
      size="lg"
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </ActionIcon>
  )
}
