import { Paper, Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { SessionsCard } from './SessionsCard'
import { TwoFactorCard } from './TwoFactorCard'

/**
 * docs/product.md#account — the signed-in person's own account: name, e-mail and password, then where they are
 * signed in, with two-factor sign-in between the two. `credentials` is the name, e-mail and password form, which
 * the composition root hands in (the company settings' Admin User tab).
 */
export function AccountPage({ credentials }: { credentials: ReactNode }) {
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
          {credentials}
        </Paper>
        <TwoFactorCard />
        <SessionsCard />
      </Stack>
    </>
  )
}
