import { AuditPage } from '../../backoffice/screens/audit.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Audit Log')

export default function AdminAudit() {
  return <AuditPage />
}
