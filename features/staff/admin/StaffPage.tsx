import { Button, Stack } from '@mantine/core'
import { useState } from 'react'
import { PlusIcon } from '../../../ui/backoffice/components/icons'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { TwoFactorPolicyCard } from '../../auth/admin/TwoFactorPolicyCard'
import { InvitationsTable } from './InvitationsTable'
import { InviteDialog } from './InviteDialog'
import { PeopleTable } from './PeopleTable'

/**
 * docs/product.md#staff — who may sign in to the back-office and with which role; invitations waiting to be
 * accepted. Owners only.
 */
export function StaffPage() {
  const [isInviting, setInviting] = useState(false)
  return (
    <>
      <PageHeader
        title="Staff"
        description="The people who may sign in to the back-office, and what their role lets them do. Invite someone by e-mail; they choose their own name and password."
      >
        <Button leftSection={<PlusIcon size={16} />} onClick={() => setInviting(true)}>
          Invite someone
        </Button>
      </PageHeader>
      <Stack gap="lg">
        <PeopleTable />
        <InvitationsTable />
        <TwoFactorPolicyCard />
      </Stack>
      <InviteDialog opened={isInviting} onClose={() => setInviting(false)} />
    </>
  )
}
