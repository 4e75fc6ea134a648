import type { AuditActor, AuditEntry } from '../audit.schema'

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  read: 'Marked as read',
  reply: 'Replied to',
  archive: 'Archived',
  reorder: 'Reordered',
  move: 'Moved',
  retry: 'Retried',
  resend: 'Resent',
  cancel: 'Cancelled',
  send: 'Sent',
  test: 'Sent a test of',
  lookup: 'Looked up',
  export: 'Exported',
  erase: 'Erased',
  restore: 'Restored',
  // The drafts of content items (docs/product.md#drafts).
  'create-draft': 'Added as a draft',
  'save-draft': 'Saved a draft of',
  'discard-draft': 'Discarded the draft of',
  'share-preview': 'Shared a preview of',
  'revoke-preview': 'Withdrew a preview link of',
  // Done by a schedule (features/schedules), as the person who scheduled it.
  activate: 'Activated',
  deactivate: 'Deactivated',
  publish: 'Published',
  download: 'Downloaded',
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
  'backups:create': 'Started a backup',
  'trash:delete': 'Deleted for good from the Trash:',
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
  backups: 'Backup',
}

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? humanize(action)
/** Names of entities given by the server (the content types'), beside the ones above. */
export type EntityNames = Readonly<Record<string, string>> | undefined

export const entityLabel = (entity: string, names?: EntityNames) =>
  names?.[entity] ?? ENTITY_LABELS[entity] ?? humanize(entity)

/**
 * What an entry did, in a line: "Updated service “Switchgear”", "Signed in with password", "Moved category
 * “Cables” to position 2 of 5" (a list's new order, its place kept as the entry's `position` change).
 */
export function describeEntry(
  entry: Pick<AuditEntry, 'action' | 'entity' | 'label'> & Partial<Pick<AuditEntry, 'changes'>>,
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
  const place = entry.action === 'move' ? entry.changes?.position?.to : undefined
  return `${actionLabel(entry.action)} ${what}${entry.label ? ` “${entry.label}”` : ''}${typeof place === 'string' ? ` to position ${place}` : ''}`
}

/** One recorded field's change as the screen shows it: its values, or that it changed (a secret has none). */
export type ChangedField = { field: string; before?: unknown; after?: unknown; isHidden: boolean }

/**
 * A value as the log kept it. Entries written before values were kept whole hold lists and objects as JSON text
 * (at most 200 characters): read back as values when the text is whole, else shown as the text it is.
 */
export function storedValue(value: unknown): unknown {
  if (typeof value !== 'string' || !/^[[{]/.test(value)) return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

/** The changed fields to show: before → after when both are known, else the one that is, or neither. */
export function changedFields(changes: AuditEntry['changes']): ChangedField[] {
  return Object.entries(changes).map(([field, change]) => ({
    field,
    before: 'from' in change ? storedValue(change.from) : undefined,
    after: 'to' in change ? storedValue(change.to) : undefined,
    isHidden: !('from' in change) && !('to' in change),
  }))
}

/** The person filter's choices: an actor by id, or one without an account (the CLI) by name. */
export function actorOptions(actors: AuditActor[]) {
  return actors.map((actor) => ({
    value: actor.id ?? actor.name,
    label: actor.email ? `${actor.name} (${actor.email})` : actor.name,
  }))
}
