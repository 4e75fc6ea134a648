import { AcceptInvitationPage } from '../backoffice/screens.client'

export function meta() {
  return [{ title: 'Accept your invitation | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function Invite() {
  return <AcceptInvitationPage />
}
