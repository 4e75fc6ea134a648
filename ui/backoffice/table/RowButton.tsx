import { Text } from '@mantine/core'
import type { ReactNode } from 'react'

const AS_TEXT = {
  display: 'block',
  maxWidth: '100%',
  background: 'none',
  border: 0,
  padding: 0,
  textAlign: 'left',
  cursor: 'pointer',
  color: 'inherit',
} as const

/**
 * The keyboard's way into a row that opens on a click: its main text as a real button that looks like text (one
 * line, truncated). Its click is the row's, not counted twice.
 */
export function RowButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Text
      component="button"
      type="button"
      size="sm"
      fw={500}
      truncate
      onClick={(event) => {
        event.stopPropagation()
        onClick()
      }}
      style={AS_TEXT}
    >
      {children}
    </Text>
  )
}
