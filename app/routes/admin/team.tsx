import { TeamPage, preload } from '../../backoffice/screens/team.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Team')

/** The screen's list is read while its code loads (ui/backoffice/queries.ts, preloadList). */
export function clientLoader() {
  return preload()
}

export default function AdminTeam() {
  return <TeamPage />
}
