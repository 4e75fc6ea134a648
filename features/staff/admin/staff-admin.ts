import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from '../../../platform/auth/access'

/** The Staff screen's reads (people, invitations), kept with the other back-office queries. */
export const STAFF_KEYS = {
  all: ['staff'] as const,
  people: ['staff', 'people'] as const,
  invitations: ['staff', 'invitations'] as const,
}

export const STAFF_PATH = '/admin/staff'

/** The roles as the role selects offer them: the label, and what the role may do. */
export const ROLE_OPTIONS = ROLES.map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
  description: ROLE_DESCRIPTIONS[role],
}))

export const ROLE_COLORS: Record<Role, string> = {
  owner: 'grape',
  admin: 'blue',
  editor: 'teal',
  support: 'orange',
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** "3 hours ago", "in 2 days", "just now": how far `iso` is from `now`. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000)
  if (Math.abs(seconds) < 60) return 'just now'
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit)
  }
  return 'just now'
}

/** The last sign-in column: relative, or that the person never signed in. */
export const lastSignInText = (iso: string | null, now = Date.now()) =>
  iso ? relativeTime(iso, now) : 'Never'

/** The expiry column of an invitation. */
export const expiryText = (invitation: { expiresAt: string; expired: boolean }, now = Date.now()) =>
  invitation.expired
    ? `Expired ${relativeTime(invitation.expiresAt, now)}`
    : `Expires ${relativeTime(invitation.expiresAt, now)}`
