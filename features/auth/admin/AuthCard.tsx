import { Alert, Center, Paper, Stack, Text, Title } from '@mantine/core'
import type { AuthCardProps } from '../../../ui/backoffice/light/Light'

/**
 * The frame of the screens a signed-out administrator sees (sign in, forgot password, reset password): one card
 * in the middle of the window, its title the page's only heading.
 */
export function AuthCard({ title, description, titleRef, failure, children }: AuthCardProps) {
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper component="main" w="100%" maw={420} p="xl" radius="lg" shadow="md" withBorder>
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2" ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
              {title}
            </Title>
            <Text c="gray.7" size="sm" mt={4}>
              {description}
            </Text>
          </div>
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          {children}
        </Stack>
      </Paper>
    </Center>
  )
}
