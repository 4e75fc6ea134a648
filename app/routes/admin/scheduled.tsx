import { SchedulesPage } from '../../backoffice/screens/scheduled.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Scheduled')

export default function AdminScheduled() {
  return <SchedulesPage />
}
