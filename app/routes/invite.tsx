import { AcceptInvitationPage } from '../backoffice/screens/invite.client'
import { WithMantine } from '../backoffice/screens/mantine.client'
import { backOfficeMeta } from '../backoffice/meta'

export const meta = backOfficeMeta('Accept your invitation')

export default function Invite() {
  return (
    <WithMantine>
      <AcceptInvitationPage />
    </WithMantine>
  )
}
