import { TEAM } from '../../features/team/admin/team-admin'
import { SERVICES } from '../../features/services/admin/services-table'
import { PARTNERS } from '../../features/partners/admin/partners-admin'
import { COMPANY } from '../../features/company/admin/settings-form'
import { CLIENTS } from '../../features/clients/admin/clients-admin'
import { CATEGORIES } from '../../features/categories/admin/categories-admin'
import { SCHEDULES_PATH } from '../../features/schedules/admin/schedules-admin'
import { REDIRECTS_PATH } from '../../features/redirects/admin/redirects-admin'
import { BACKUPS_PATH } from '../../features/backups/admin/backups-admin'
import type { ComponentType } from 'react'
import {
  ActivityIcon,
  BookIcon,
  CalendarIcon,
  CategoriesIcon,
  ClientsIcon,
  DashboardIcon,
  DatabaseIcon,
  HelpIcon,
  HomeIcon,
  LifebuoyIcon,
  MessagesIcon,
  NewsletterIcon,
  PartnersIcon,
  RedirectIcon,
  ServicesIcon,
  SendIcon,
  SettingsIcon,
  ShieldIcon,
  StaffIcon,
  TeamIcon,
  TrashIcon,
} from '../../ui/backoffice/components/icons'
import { unwrapData } from '../../ui/backoffice/api-client'
import { HOME_PAGE_PATH, MESSAGES_PATH, NOTIFICATIONS_PATH, SETTINGS_PATH } from '../../ui/backoffice/paths'
import { queryKeys } from '../../ui/backoffice/queries'
import { ACCESS, type Access, allows, type Role } from '../../platform/auth/access'

/**
 * The sidebar's groups, in order (docs/product.md#back-office-shell): what the website shows, what visitors send,
 * the site's own settings, and the running of the system. The dashboard stands above them, in none.
 */
export const SIDEBAR_GROUPS = ['Content', 'Audience', 'Site', 'System'] as const
export type SidebarGroup = (typeof SIDEBAR_GROUPS)[number]

export type AdminArea = {
  label: string
  /** The sidebar group it is listed under; none for the dashboard, above the groups. */
  group?: SidebarGroup
  to: string
  icon: ComponentType<{ size?: number }>
  /** Only the dashboard link is matched exactly; the others stay active on their sub-pages. */
  end?: boolean
  /** In the sidebar (docs/product.md#back-office-shell lists its items in order). */
  inSidebar: boolean
  /** The roles that may open it (docs/product.md#roles); the server enforces the same on its API routes. */
  access: Access
  /** The dashboard's quick-access card: what the area manages, and the list whose length is its live count. */
  card?: {
    description: string
    countPath: string
    countKey: readonly unknown[]
    noun: [string, string]
    /** What to count in the answer, when it is not a list (company settings count their hero images). */
    count?: (body: unknown) => number
  }
}

/** Pages the account menu links to (docs/product.md#account-menu; they are not areas of content). */
export const MENU_PAGES: { label: string; to: string; icon: AdminArea['icon']; access: Access }[] = [
  { label: 'Account', to: '/admin/account', icon: SettingsIcon, access: ACCESS.signedIn },
  { label: 'Notifications', to: NOTIFICATIONS_PATH, icon: ActivityIcon, access: ACCESS.inbox },
  { label: 'Help', to: '/admin/help', icon: HelpIcon, access: ACCESS.signedIn },
  { label: 'Documentation', to: '/admin/documentation', icon: BookIcon, access: ACCESS.signedIn },
  { label: 'Support', to: '/admin/support', icon: LifebuoyIcon, access: ACCESS.settings },
]

/** Company settings hold the company's data (admins) and each person's sign-in (editors too); each tab says which. */
export const SETTINGS_ACCESS: Access = ['owner', 'admin', 'editor']

/** Every back-office area; the sidebar and the dashboard are built from this list. */
export const ADMIN_AREAS: AdminArea[] = [
  {
    label: 'Dashboard',
    to: '/admin',
    icon: DashboardIcon,
    access: ACCESS.signedIn,
    end: true,
    inSidebar: true,
  },
  {
    label: 'Home page',
    group: 'Content',
    to: HOME_PAGE_PATH,
    icon: HomeIcon,
    access: ACCESS.content,
    inSidebar: true,
    card: {
      description: 'Hero slides, figures and FAQ of the home page',
      countPath: COMPANY.path,
      countKey: COMPANY.queryKey,
      noun: ['hero image', 'hero images'],
      count: (body) => unwrapData<{ heroImages?: unknown[] }>(body).heroImages?.length ?? 0,
    },
  },
  {
    label: 'Services',
    group: 'Content',
    to: '/admin/services',
    icon: ServicesIcon,
    access: ACCESS.content,
    inSidebar: true,
    card: {
      description: 'What the company offers, with images and features',
      countPath: SERVICES.path,
      countKey: SERVICES.queryKey,
      noun: ['service', 'services'],
    },
  },
  {
    label: 'Categories',
    group: 'Content',
    to: '/admin/categories',
    icon: CategoriesIcon,
    access: ACCESS.content,
    inSidebar: true,
    card: {
      description: 'Product categories, their events and products',
      countPath: CATEGORIES.path,
      countKey: CATEGORIES.queryKey,
      noun: ['category', 'categories'],
    },
  },
  {
    label: 'Team',
    group: 'Content',
    to: '/admin/team',
    icon: TeamIcon,
    access: ACCESS.content,
    inSidebar: true,
    card: {
      description: 'The people shown on the website',
      countPath: TEAM.path,
      countKey: TEAM.queryKey,
      noun: ['member', 'members'],
    },
  },
  {
    label: 'Partners',
    group: 'Content',
    to: '/admin/partners',
    icon: PartnersIcon,
    access: ACCESS.content,
    inSidebar: true,
    card: {
      description: 'Partner logos and links',
      countPath: PARTNERS.path,
      countKey: PARTNERS.queryKey,
      noun: ['partner', 'partners'],
    },
  },
  {
    label: 'Clients',
    group: 'Content',
    to: '/admin/clients',
    icon: ClientsIcon,
    access: ACCESS.content,
    inSidebar: true,
    card: {
      description: 'Client testimonials',
      countPath: CLIENTS.path,
      countKey: CLIENTS.queryKey,
      noun: ['client', 'clients'],
    },
  },
  {
    label: 'Scheduled',
    group: 'Content',
    to: SCHEDULES_PATH,
    icon: CalendarIcon,
    access: ACCESS.content,
    inSidebar: true,
  },
  {
    label: 'Trash',
    group: 'Content',
    to: '/admin/trash',
    icon: TrashIcon,
    access: ACCESS.content,
    inSidebar: true,
  },
  {
    label: 'Messages',
    group: 'Audience',
    to: MESSAGES_PATH,
    icon: MessagesIcon,
    access: ACCESS.inbox,
    inSidebar: true,
    card: {
      description: 'What visitors sent through the contact form',
      countPath: '/contact',
      countKey: queryKeys.contact,
      noun: ['message', 'messages'],
    },
  },
  {
    label: 'Newsletter',
    group: 'Audience',
    to: '/admin/newsletter',
    icon: NewsletterIcon,
    access: ACCESS.inbox,
    inSidebar: true,
    card: {
      description: 'Confirmed subscribers, and announcements to them',
      countPath: '/newsletter?status=confirmed',
      countKey: queryKeys.newsletter,
      noun: ['subscriber', 'subscribers'],
    },
  },
  {
    label: 'Privacy requests',
    group: 'Audience',
    to: '/admin/privacy',
    icon: ShieldIcon,
    access: ACCESS.settings,
    inSidebar: true,
  },
  {
    label: 'Settings',
    group: 'Site',
    to: SETTINGS_PATH,
    icon: SettingsIcon,
    access: SETTINGS_ACCESS,
    inSidebar: true,
  },
  {
    label: 'Redirects',
    group: 'Site',
    to: REDIRECTS_PATH,
    icon: RedirectIcon,
    access: ACCESS.content,
    inSidebar: true,
  },
  {
    label: 'Staff',
    group: 'System',
    to: '/admin/staff',
    icon: StaffIcon,
    access: ACCESS.staff,
    inSidebar: true,
  },
  {
    label: 'Audit log',
    group: 'System',
    to: '/admin/audit',
    icon: ActivityIcon,
    access: ACCESS.settings,
    inSidebar: true,
  },
  {
    label: 'Outbox',
    group: 'System',
    to: '/admin/outbox',
    icon: SendIcon,
    access: ACCESS.settings,
    inSidebar: true,
  },
  {
    label: 'Backups',
    group: 'System',
    to: BACKUPS_PATH,
    icon: DatabaseIcon,
    access: ACCESS.staff,
    inSidebar: true,
  },
]

/** The sidebar for someone with `role`: the dashboard, then each group with the areas they may open (none: no group). */
export function sidebarOf(role: Role | undefined): { group: SidebarGroup | null; areas: AdminArea[] }[] {
  const visible = ADMIN_AREAS.filter((area) => area.inSidebar && allows(area.access, role))
  return [null, ...SIDEBAR_GROUPS]
    .map((group) => ({ group, areas: visible.filter((area) => (area.group ?? null) === group) }))
    .filter((entry) => entry.areas.length > 0)
}

/** Screens reached from elsewhere than the sidebar and the menu, with who may open them. */
const OTHER_SCREENS: { to: string; access: Access }[] = [
  { to: '/admin/site-settings', access: SETTINGS_ACCESS },
]

/**
 * Who may open the screen at `pathname`: the access of the most specific area or page it is under (sub-pages such
 * as an announcement follow their area); undefined for an address that is no screen (the not-found page).
 */
export function accessOf(pathname: string): Access | undefined {
  const screens = [...ADMIN_AREAS, ...MENU_PAGES, ...OTHER_SCREENS]
  const matches = screens.filter(
    (screen) => pathname === screen.to || (screen.to !== '/admin' && pathname.startsWith(`${screen.to}/`)),
  )
  return matches.sort((a, b) => b.to.length - a.to.length)[0]?.access
}

/** Whether someone with `role` may open the screen at `pathname` (addresses that are no screen: yes). */
export function mayOpen(pathname: string, role: Role | undefined): boolean {
  const access = accessOf(pathname)
  return access === undefined || allows(access, role)
}
