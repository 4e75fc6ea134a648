import type { ComponentType } from 'react'
import {
  ActivityIcon,
  BookIcon,
  CategoriesIcon,
  ClientsIcon,
  DashboardIcon,
  HelpIcon,
  LifebuoyIcon,
  MessagesIcon,
  NewsletterIcon,
  PartnersIcon,
  ServicesIcon,
  SendIcon,
  SettingsIcon,
  ShieldIcon,
  TeamIcon,
} from '../../ui/backoffice/components/icons'
import { unwrapData } from '../../ui/backoffice/api-client'
import { MESSAGES_PATH, NOTIFICATIONS_PATH, SETTINGS_PATH } from '../../ui/backoffice/paths'
import { queryKeys } from '../../ui/backoffice/queries'

export type AdminArea = {
  label: string
  to: string
  icon: ComponentType<{ size?: number }>
  /** Only the dashboard link is matched exactly; the others stay active on their sub-pages. */
  end?: boolean
  /** In the sidebar (docs/product.md#back-office-shell lists its items in order). */
  inSidebar: boolean
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
export const MENU_PAGES = [
  { label: 'Account', to: '/admin/account', icon: SettingsIcon },
  { label: 'Notifications', to: NOTIFICATIONS_PATH, icon: ActivityIcon },
  { label: 'Help', to: '/admin/help', icon: HelpIcon },
  { label: 'Documentation', to: '/admin/documentation', icon: BookIcon },
  { label: 'Support', to: '/admin/support', icon: LifebuoyIcon },
]

/** Every back-office area; the sidebar and the dashboard are built from this list. */
export const ADMIN_AREAS: AdminArea[] = [
  { label: 'Dashboard', to: '/admin', icon: DashboardIcon, end: true, inSidebar: true },
  {
    label: 'Categories',
    to: '/admin/categories',
    icon: CategoriesIcon,
    inSidebar: true,
    card: {
      description: 'Product categories, their events and products',
      countPath: '/categories',
      countKey: queryKeys.categories,
      noun: ['category', 'categories'],
    },
  },
  {
    label: 'Services',
    to: '/admin/services',
    icon: ServicesIcon,
    inSidebar: true,
    card: {
      description: 'What the company offers, with images and features',
      countPath: '/services',
      countKey: queryKeys.services,
      noun: ['service', 'services'],
    },
  },
  {
    label: 'Team',
    to: '/admin/team',
    icon: TeamIcon,
    inSidebar: true,
    card: {
      description: 'The people shown on the website',
      countPath: '/team',
      countKey: queryKeys.team,
      noun: ['member', 'members'],
    },
  },
  {
    label: 'Partners',
    to: '/admin/partners',
    icon: PartnersIcon,
    inSidebar: true,
    card: {
      description: 'Partner logos and links',
      countPath: '/partners',
      countKey: queryKeys.partners,
      noun: ['partner', 'partners'],
    },
  },
  {
    label: 'Clients',
    to: '/admin/clients',
    icon: ClientsIcon,
    inSidebar: true,
    card: {
      description: 'Client testimonials',
      countPath: '/clients',
      countKey: queryKeys.clients,
      noun: ['client', 'clients'],
    },
  },
  {
    label: 'Messages',
    to: MESSAGES_PATH,
    icon: MessagesIcon,
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
    to: '/admin/newsletter',
    icon: NewsletterIcon,
    inSidebar: true,
    card: {
      description: 'Confirmed subscribers, and announcements to them',
      countPath: '/newsletter?status=confirmed',
      countKey: queryKeys.newsletter,
      noun: ['subscriber', 'subscribers'],
    },
  },
  { label: 'Outbox', to: '/admin/outbox', icon: SendIcon, inSidebar: true },
  { label: 'Privacy requests', to: '/admin/privacy', icon: ShieldIcon, inSidebar: true },
  { label: 'Audit log', to: '/admin/audit', icon: ActivityIcon, inSidebar: true },
  {
    label: 'Settings',
    to: SETTINGS_PATH,
    icon: SettingsIcon,
    inSidebar: true,
    card: {
      description: 'Company details, social links, hero images, FAQ and your sign-in',
      countPath: '/company/info',
      countKey: queryKeys.company,
      noun: ['hero image', 'hero images'],
      count: (body) => unwrapData<{ heroImages?: unknown[] }>(body).heroImages?.length ?? 0,
    },
  },
]
