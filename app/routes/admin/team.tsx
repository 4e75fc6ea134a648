import { TeamPage, preload } from '../../backoffice/screens/team.client'

export function meta() {
  return [{ title: 'Team | Back-office' }, { name: 'robots', content: 'noindex' }]
}

/** The screen's list is read while its code loads (ui/backoffice/queries.ts, preloadList). */
export function clientLoader() {
  return preload()
}

export default function AdminTeam() {
  return <TeamPage />
}
