import { TeamPage } from '../../backoffice/screens.client'

export function meta() {
  return [{ title: 'Team | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminTeam() {
  return <TeamPage />
}
