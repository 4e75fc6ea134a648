import { AuditPage } from '../../backoffice/screens/audit.client'

export function meta() {
  return [{ title: 'Audit Log | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminAudit() {
  return <AuditPage />
}
