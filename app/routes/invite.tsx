import { AcceptInvitationPage } from '../backoffice/screens/invite.client'
import { WithMantine } from '../backoffice/screens/mantine.client'

export function meta() {
  return [{ title: 'Accept your invitation | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function Invite() {
  return (
    <WithMantine>
      <AcceptInvitationPage />
    </WithMantine>
  )
}
