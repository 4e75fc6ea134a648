import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core'
import { useAuth } from '../../../ui/backoffice/AuthProvider'
import { notify } from '../../../ui/backoffice/notify'
import { TwoFactorSetupFlow } from './TwoFactorSetupFlow'

/**
 * docs/product.md#two-factor-sign-in: what a person whose role requires two-factor sign-in sees until they have
 * set it up: the set-up, and the way out.
 */
export function TwoFactorRequiredPage() {
  const { logout, refresh, api } = useAuth()
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper
        component="main"
        w="100%"
        maw={480}
        p={{ base: 'md', sm: 'xl' }}
        radius="lg"
        shadow="md"
        withBorder
      >
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              Set up two-factor sign-in
            </Title>
            <Text c="gray.7" size="sm" mt={4}>
              Your role requires a code from an authenticator app after your password. Set it up to continue.
            </Text>
          </div>
          <TwoFactorSetupFlow
            onFinished={() => {
              notify.success('Two-factor sign-in is on.')
              void refresh()
            }}
          />
          <Button
            variant="default"
            onClick={() => {
              void api.post('/auth/logout', {}).catch(() => undefined)
              logout()
            }}
          >
            Sign out
          </Button>
        </Stack>
      </Paper>
    </Center>
  )
}
