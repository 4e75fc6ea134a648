import { Paper, Text, Title } from '@mantine/core'
import { type ReactNode, useId } from 'react'

/** A titled part of a back-office screen: a bordered card that is a section named by its level-2 heading. */
export function SectionCard({
  title,
  description,
  padding = 'md',
  children,
}: {
  title: ReactNode
  /** A line under the title. */
  description?: ReactNode
  /** The inner space from the small breakpoint up (phones get less). */
  padding?: 'md' | 'lg' | 'xl'
  children: ReactNode
}) {
  const id = useId()
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: padding === 'md' ? 'sm' : 'md', sm: padding }}
      component="section"
      aria-labelledby={id}
    >
      <Title order={2} size="h4" id={id} mb={description ? 0 : 'xs'}>
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="gray.7" mt={4} mb="md">
          {description}
        </Text>
      ) : null}
      {children}
    </Paper>
  )
}
