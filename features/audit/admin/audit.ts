import type { AuditActor, AuditEntry } from '../audit.schema'

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'password-reset-by-operator': 'Password reset by the server operator',
  'owner-created-by-operator': 'Made an owner by the server operator',
}

/** 'sign-in-failed' → 'Sign in failed': words a person reads, for actions without a label of their own. */
export function humanize(value: string): string {
  const words = value
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase()
  return words ? words[0]!.toUpperCase() + words.slice(1) : value
}

/** Actions that read as a sentence of their own, followed by the entry's label. */
const PHRASES: Record<string, string> = {
  'password-reset-by-operator': 'Reset the password of',
  'owner-created-by-operator': 'Made an owner:',
}
/** The recorder names an entity by its API path ('services', 'categories/events'): the words for a person. */
const ENTITY_LABELS: Record<string, string> = {
  staff: 'Staff account',
  services: 'Service',
  categories: 'Category',
  'categories/events': 'Event',
  'categories/products': 'Product',
  events: 'Event',
  team: 'Team member',
  partners: 'Partner',
  clients: 'Client',
  contact: 'Message',
  newsletter: 'Subscriber',
}

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? humanize(action)
export const entityLabel = (entity: string) => ENTITY_LABELS[entity] ?? humanize(entity)

/** What an entry did, in a line: "Updated service “Switchgear”". */
export function describeEntry(entry: Pick<AuditEntry, 'action' | 'entity' | 'label'>): string {
  const phrase = PHRASES[entry.action]
  if (phrase) return `${phrase} ${entry.label || entityLabel(entry.entity).toLowerCase()}`
  const what = entityLabel(entry.entity).toLowerCase()
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
