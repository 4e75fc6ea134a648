import { Paper, Stack } from '@mantine/core'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { CredentialsTab } from '../../company/admin/CredentialsTab'
import { SessionsCard } from './SessionsCard'
import { TwoFactorCard } from './TwoFactorCard'

/**
 * docs/product.md#account — the signed-in person's own account: name, e-mail and password, then where they are
 * signed in, with two-factor sign-in between the two.
 */
export function AccountPage() {
  return (
    <>
      <PageHeader
        title="Account"
        description="Your name, e-mail address and password, two-factor sign-in, and where you’re signed in."
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
        <TwoFactorCard />
        <SessionsCard />
      </Stack>
    </>
  )
}
