import { Group, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** The title row of every admin screen: h1, a line of what it is for, and the screen's main buttons. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  children?: ReactNode
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="md" wrap="wrap">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description ? (
          <Text c="gray.7" size="sm" mt={4}>
            {description}
          </Text>
        ) : null}
      </div>
      {children ? (
        <Group gap="sm" wrap="wrap">
          {children}
        </Group>
      ) : null}
    </Group>
  )
}
