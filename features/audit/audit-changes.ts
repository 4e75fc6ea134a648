/**
 * What an audit entry says was changed: each field with its value before and after, shortened, secrets named but
 * never shown (docs/product.md#audit-log).
 */
export type AuditChanges = Record<string, { from?: unknown; to?: unknown }>

/** Fields whose values never enter the log: only that they changed. */
const SECRET = /pass(word)?|secret|token|code|hash|otp/i
/** Fields every record has, that say nothing about what a person changed. */
const BOOKKEEPING = new Set(['_id', 'id', 'createdAt', 'updatedAt', 'companyId'])
const MAX_TEXT = 200

/** A value as the log keeps it: short text as it is, anything longer or structured as shortened JSON. */
export function shorten(value: unknown): unknown {
  if (value === undefined || value === null || typeof value === 'number' || typeof value === 'boolean') {
    return value ?? null
  }
  return clip(typeof value === 'string' ? value : json(value))
}

function json(value: unknown): string {
  try {
    return JSON.stringify(value) ?? ''
  } catch {
    // Too deep to write out (or circular): the log says so rather than failing the write.
    return '(not shown)'
  }
}

/** At most MAX_TEXT characters, cut between code points (never inside an emoji's surrogate pair). */
function clip(text: string): string {
  if (text.length <= MAX_TEXT) return text
  return `${Array.from(text.slice(0, MAX_TEXT * 2))
    .slice(0, MAX_TEXT - 1)
    .join('')}…`
}

const same = (a: unknown, b: unknown) => json(a ?? null) === json(b ?? null)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The changed fields of a write: with the record before and after, each field whose value differs (from → to);
 * without a record before, the fields sent (→ to). Secret fields appear without values.
 */
export function describeChanges(input: { body?: unknown; before?: unknown; after?: unknown }): AuditChanges {
  const changes: AuditChanges = {}
  const body = isRecord(input.body) ? input.body : {}
  for (const key of Object.keys(body)) {
    if (SECRET.test(key)) changes[key] = {}
  }
  if (isRecord(input.before) && isRecord(input.after)) {
    for (const key of new Set([...Object.keys(input.before), ...Object.keys(input.after)])) {
      if (BOOKKEEPING.has(key) || SECRET.test(key)) continue
      if (!same(input.before[key], input.after[key])) {
        changes[key] = { from: shorten(input.before[key]), to: shorten(input.after[key]) }
      }
    }
    return changes
  }
  const sent = isRecord(input.after) && Object.keys(body).length === 0 ? input.after : body
  for (const [key, value] of Object.entries(sent)) {
    if (BOOKKEEPING.has(key) || SECRET.test(key)) continue
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue
    changes[key] = { to: shorten(value) }
  }
  return changes
}

/** A human name for a record: its title, name, subject or e-mail, when it has one. */
export function labelOf(...records: unknown[]): string {
  for (const record of records) {
    if (!isRecord(record)) continue
    for (const key of ['title', 'name', 'subject', 'email', 'question']) {
      const value = record[key]
      if (typeof value === 'string' && value.trim()) return clip(value.trim())
    }
  }
  return ''
}
