/**
 * Who may do what in the back-office. Roles are listed from the most to the least powerful; every API route
 * declares one of the groups below (or that it is public), and the back-office shows each person only the screens
 * their role allows. docs/product.md#roles explains them to the people who use them.
 */
export const ROLES = ['owner', 'admin', 'editor', 'support'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Administrator',
  editor: 'Editor',
  support: 'Support',
}

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'Everything, including staff, security settings and backups',
  admin: 'Everything except staff, security settings and backups',
  editor: 'The website’s content: services, categories, team, partners, clients, hero images and FAQ',
  support: 'Contact messages and the newsletter',
}

/** Who may call a route (or open a screen): the roles allowed. */
export type Access = readonly Role[]

export const ACCESS = {
  /** Any signed-in person: their own account, sessions and two-factor sign-in. */
  signedIn: ROLES,
  /** The website's content: services, categories with events and products, team, partners, clients, hero, FAQ. */
  content: ['owner', 'admin', 'editor'],
  /** What visitors send: contact messages, the newsletter and its announcements. */
  inbox: ['owner', 'admin', 'support'],
  /** The company's contact data, mail settings and outbox, privacy requests, the audit log, system status. */
  settings: ['owner', 'admin'],
  /** Owners only: staff accounts, invitations, security settings and backups. */
  staff: ['owner'],
} as const satisfies Record<string, Access>

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

export function allows(access: Access, role: Role | undefined | null): boolean {
  return role != null && access.includes(role)
}

export const NOT_ALLOWED_MESSAGE = 'Your role does not allow this. Ask an owner if you need it.'
