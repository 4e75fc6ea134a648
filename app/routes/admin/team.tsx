import { TeamPage } from '../../../features/team/admin/TeamPage'

export function meta() {
  return [{ title: 'Team | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminTeam() {
  return <TeamPage />
}
