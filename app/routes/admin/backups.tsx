import { BackupsPage } from '../../backoffice/screens/backups.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Backups')

export default function AdminBackups() {
  return <BackupsPage />
}
