/**
 * Every screen of the back-office, in one module the server never loads: a `.client` module's exports are
 * undefined in the server build (React Router), so Mantine, TanStack Query and the screens (~45 MB of memory) stay
 * out of the server process. The server renders only the back-office's HydrateFallback; the browser renders the
 * screens (docs/decisions/0008).
 */
export { AdminLayout } from './AdminLayout'
export { BackofficeShell } from '../../ui/backoffice/BackofficeShell'
export { DashboardPage } from './DashboardPage'
export { AccountPage } from '../../features/auth/admin/AccountPage'
export { AuditPage } from '../../features/audit/admin/AuditPage'
export { ForgotPasswordPage } from '../../features/auth/admin/ForgotPasswordPage'
export { LoginPage } from '../../features/auth/admin/LoginPage'
export { ResetPasswordPage } from '../../features/auth/admin/ResetPasswordPage'
export { CategoriesPage } from '../../features/categories/admin/CategoriesPage'
export { ClientsPage } from '../../features/clients/admin/ClientsPage'
export { DocumentationPage } from './guide/GuidePages'
export { HelpPage } from './guide/GuidePages'
export { MessagesPage } from '../../features/contact/admin/MessagesPage'
export { NewsletterPage } from '../../features/newsletter/admin/NewsletterPage'
export { AnnouncementComposerPage } from '../../features/newsletter/admin/AnnouncementComposerPage'
export { AnnouncementPage } from '../../features/newsletter/admin/AnnouncementPage'
export { OutboxPage } from '../../features/mail/admin/OutboxPage'
export { NotificationsPage } from '../../features/notifications/admin/NotificationsPage'
export { PartnersPage } from '../../features/partners/admin/PartnersPage'
export { PrivacyPage } from '../../features/privacy/admin/PrivacyPage'
export { ServicesPage } from '../../features/services/admin/ServicesPage'
export { SettingsPage } from '../../features/company/admin/SettingsPage'
export { SupportPage } from '../../features/system/admin/SupportPage'
export { TeamPage } from '../../features/team/admin/TeamPage'
export { StaffPage } from '../../features/staff/admin/StaffPage'
export { AcceptInvitationPage } from '../../features/staff/admin/AcceptInvitationPage'
