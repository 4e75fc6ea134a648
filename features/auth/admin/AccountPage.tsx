import { Paper, Stack } from '@mantine/core'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { CredentialsTab } from '../../company/admin/CredentialsTab'
import { SessionsCard } from './SessionsCard'

/**
 * docs/product.md#account — the signed-in person's own account: name, e-mail and password, then where they are
 * signed in. Further cards (two-factor sign-in) go between the two.
 */
export function AccountPage() {
  return (
    <>
      <PageHeader
        title="Account"
        description="Your name, e-mail address and password, and where you’re signed in."
      />
      <Stack gap="lg" maw={880}>
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-label="Profile and password"
        >
          <CredentialsTab />
        </Paper>
        <SessionsCard />
      </Stack>
    </>
  )
}
