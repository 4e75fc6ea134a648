import { Flex, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** A row's buttons, in its last column: side by side, one above the other on phones to leave the row its width. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Flex
      gap="xs"
      direction={{ base: 'column', sm: 'row' }}
      justify="flex-end"
      align={{ base: 'stretch', sm: 'center' }}
    >
      {children}
    </Flex>
  )
}

/** A row button's words, shorter on phones ('Delete forever', 'Delete'). */
export function PhoneShortLabel({ label, short }: { label: string; short: string }) {
  return (
    <>
      <Text span size="xs" fw={600} visibleFrom="sm">
        {label}
      </Text>
      <Text span size="xs" fw={600} hiddenFrom="sm">
        {short}
      </Text>
    </>
  )
}
