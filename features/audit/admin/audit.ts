import type { AuditActor, AuditEntry } from '../audit.schema'

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  read: 'Marked as read',
  reply: 'Replied to',
  archive: 'Archived',
  reorder: 'Reordered',
  retry: 'Retried',
  resend: 'Resent',
  cancel: 'Cancelled',
  send: 'Sent',
  test: 'Sent a test of',
  lookup: 'Looked up',
  export: 'Exported',
  erase: 'Erased',
  // Done by a schedule (features/schedules), as the person who scheduled it.
  activate: 'Activated',
  deactivate: 'Deactivated',
  publish: 'Published',
}

/** 'sign-in-failed' → 'Sign in failed': words a person reads, for actions without a label of their own. */
export function humanize(value: string): string {
  const words = value
    .replace(/[-_/]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase()
  return words ? words[0]!.toUpperCase() + words.slice(1) : value
}

/**
 * Entries that read as a sentence of their own (by `entity:action`), followed by the entry's label when it has one:
 * security events and the operator's commands.
 */
const SENTENCES: Record<string, string> = {
  'sign-in:signed-in': 'Signed in with',
  'sign-in:sign-in-failed': 'Failed sign-in at the',
  'session:sign-out': 'Signed out',
  'session:end': 'Ended one of their sessions',
  'session:end-others': 'Ended all their other sessions',
  'two-factor:enabled': 'Turned on two-factor sign-in',
  'two-factor:disabled': 'Turned off two-factor sign-in',
  'two-factor:recovery-codes-regenerated': 'Made new recovery codes',
  'two-factor:recovery-code-used': 'Used a recovery code',
  'staff:joined': 'Joined the staff:',
  'staff:password-reset-by-operator': 'Password reset by the server operator:',
  'staff:owner-created-by-operator': 'Made an owner by the server operator:',
  'account:update': 'Changed their own account',
  'security/settings:update': 'Changed the security settings',
  'privacy:lookup': 'Looked up what is stored about',
  'privacy:export': 'Exported what is stored about',
  'privacy:erase': 'Erased what is stored about',
}

/** Sentences whose label is no name (how someone signed in): shown lower-case after the sentence. */
const LABEL_AS_WORDS = new Set(['sign-in:signed-in', 'sign-in:sign-in-failed'])

/**
 * The recorder names an entity by its API path ('staff', 'mail/settings'): the words for a person. The content
 * types' entities ('services', 'categories/events') are named by their declarations, which the API answers with the
 * log's facets (entityNames).
 */
const ENTITY_LABELS: Record<string, string> = {
  staff: 'Staff account',
  invitation: 'Invitation',
  contact: 'Message',
  newsletter: 'Subscriber',
  announcement: 'Announcement',
  mail: 'Mail',
  'mail/settings': 'Mail settings',
  privacy: 'Privacy request',
  upload: 'Image',
  session: 'Session',
  account: 'Own account',
  'security/settings': 'Security settings',
  'sign-in': 'Sign-in',
  'two-factor': 'Two-factor sign-in',
  schedules: 'Schedule',
}

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? humanize(action)
/** Names of entities given by the server (the content types'), beside the ones above. */
export type EntityNames = Readonly<Record<string, string>> | undefined

export const entityLabel = (entity: string, names?: EntityNames) =>
  names?.[entity] ?? ENTITY_LABELS[entity] ?? humanize(entity)

/** What an entry did, in a line: "Updated service “Switchgear”", "Signed in with password". */
export function describeEntry(
  entry: Pick<AuditEntry, 'action' | 'entity' | 'label'>,
  names?: EntityNames,
): string {
  const key = `${entry.entity}:${entry.action}`
  const sentence = SENTENCES[key]
  if (sentence) {
    // The person's own account, session or two-factor sign-in: the Who column already names them.
    const aboutThemselves = ['account:', 'session:', 'two-factor:'].some((prefix) => key.startsWith(prefix))
    if (!entry.label || aboutThemselves) return sentence
    return `${sentence} ${LABEL_AS_WORDS.has(key) ? entry.label.toLowerCase() : entry.label}`
  }
  const what = entityLabel(entry.entity, names).toLowerCase()
  return `${actionLabel(entry.action)} ${what}${entry.label ? ` “${entry.label}”` : ''}`
}

export const VALUE_MAX = 80

/** A field's value in a few words: strings as they are, lists joined, the rest as JSON; long ones cut. */
export function compactValue(value: unknown, max = VALUE_MAX): string {
  let text: string
  if (value === null || value === undefined) text = '—'
  else if (value === '') text = '(empty)'
  else if (typeof value === 'string') text = value
  else if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    text = value.length ? value.join(', ') : '(none)'
  } else if (typeof value === 'object') text = JSON.stringify(value)
  else text = String(value)
  text = text.replace(/\s+/g, ' ').trim()
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

export type ChangeLine = { field: string; from?: string; to?: string; full: string }

/**
 * The changed fields as lines to show: from → to when both are known, else the one that is (a secret field is
 * recorded without values: "changed").
 */
export function changeLines(changes: AuditEntry['changes']): ChangeLine[] {
  return Object.entries(changes).map(([field, change]) => {
    const hasFrom = 'from' in change
    const hasTo = 'to' in change
    const from = hasFrom ? compactValue(change.from) : undefined
    const to = hasTo ? compactValue(change.to) : undefined
    const full = [hasFrom ? compactValue(change.from, 2000) : '', hasTo ? compactValue(change.to, 2000) : '']
      .filter(Boolean)
      .join(' → ')
    return { field: humanize(field), from, to, full }
  })
}

/** The person filter's choices: an actor by id, or one without an account (the CLI) by name. */
export function actorOptions(actors: AuditActor[]) {
  return actors.map((actor) => ({
    value: actor.id ?? actor.name,
    label: actor.email ? `${actor.name} (${actor.email})` : actor.name,
  }))
}

export const formatExact = (at: string) =>
  new Date(at).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  })
