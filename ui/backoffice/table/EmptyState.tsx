import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import type { CSSProperties, ReactNode } from 'react'
import { PlusIcon } from '../components/icons'

/** What an empty list shows: an icon, a title, a line of help and the button that adds the first item. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  onAction,
  withPlus = true,
  asHeading = true,
  style,
}: {
  icon: ReactNode
  title: string
  text: ReactNode
  /** The button's text (none when there is nothing to do: the trash). */
  action?: string
  onAction?: () => void
  /** The action button starts with a plus. */
  withPlus?: boolean
  /** The title is a level-2 heading (else bold text). */
  asHeading?: boolean
  style?: CSSProperties
}) {
  return (
    <Stack align="center" gap="xs" py={48} style={style}>
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        {icon}
      </ThemeIcon>
      {asHeading ? (
        <Title order={2} size="h4" mt="xs">
          {title}
        </Title>
      ) : (
        <Text fw={600} mt="xs">
          {title}
        </Text>
      )}
      <Text size="sm" c="gray.7" ta="center" maw={360}>
        {text}
      </Text>
      {action ? (
        <Button
          variant="light"
          mt="xs"
          onClick={onAction}
          leftSection={withPlus ? <PlusIcon size={16} /> : undefined}
        >
          {action}
        </Button>
      ) : null}
    </Stack>
  )
}
