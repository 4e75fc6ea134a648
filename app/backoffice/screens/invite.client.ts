export { AcceptInvitationPage } from '../../../features/staff/admin/AcceptInvitationPage'
