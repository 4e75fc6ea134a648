import { Text, type TextProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatExact, timeAgo } from '../../lib/relative-time'

/**
 * A moment in a list's row: how long ago (or `children`, another way of saying it), as a `<time>` with the exact
 * time on hover.
 */
export function TimeCell({ at, children, ...text }: { at: string; children?: ReactNode } & TextProps) {
  return (
    <Text component="time" dateTime={at} size="sm" title={formatExact(at)} {...text}>
      {children ?? timeAgo(at)}
    </Text>
  )
}
