export { AuditPage } from '../../../features/audit/admin/AuditPage'
