/**
 * What an audit entry says was changed: each field with its value before and after, as JSON values within a bound,
 * secrets named but never shown (docs/product.md#audit-log).
 */
export type AuditChanges = Record<string, { from?: unknown; to?: unknown }>

/** Fields whose values never enter the log: only that they changed. */
const SECRET = /pass(word)?|secret|token|code|hash|otp/i
/** Fields every record has, that say nothing about what a person changed. */
const BOOKKEEPING = new Set(['_id', 'id', 'createdAt', 'updatedAt', 'companyId'])
/** A text longer than this is cut (a description, an answer): enough to read what changed. */
const MAX_TEXT = 2000
/** A record's name longer than this is cut: it is shown in a line. */
const MAX_LABEL = 200
/**
 * A value larger than this as JSON (a long list of records) is kept as shortened JSON text instead: the log stays
 * small, and the screen shows such a text as it shows the entries written before values were kept whole.
 */
const MAX_VALUE_JSON = 20_000
/** Nested deeper than this, a value is kept as shortened JSON text. */
const MAX_DEPTH = 8

/**
 * A value as the log keeps it: as it is (texts, numbers, lists and objects as JSON values, so the screen can show
 * what changed in them), long texts cut, secrets inside it hidden, and a value too large kept as shortened JSON.
 */
export function boundValue(value: unknown): unknown {
  const kept = keep(value, 0)
  if (typeof kept !== 'object' || kept === null) return kept
  const text = json(kept)
  return text.length <= MAX_VALUE_JSON ? kept : clip(text, MAX_TEXT)
}

function keep(value: unknown, depth: number): unknown {
  if (value === undefined || value === null) return null
  if (typeof value === 'number' || typeof value === 'boolean') return value
  if (typeof value === 'string') return clip(value, MAX_TEXT)
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString()
  if (typeof value !== 'object') return String(value)
  if (depth >= MAX_DEPTH) return clip(json(value), MAX_TEXT)
  if (Array.isArray(value)) return value.map((item) => keep(item, depth + 1))
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .map(([key, entry]) => [key, SECRET.test(key) ? NOT_SHOWN : keep(entry, depth + 1)]),
  )
}

/** What the log keeps of a secret found inside a value (a field of an object). */
export const NOT_SHOWN = '(not shown)'

function json(value: unknown): string {
  try {
    return JSON.stringify(value) ?? ''
  } catch {
    // Too deep to write out (or circular): the log says so rather than failing the write.
    return NOT_SHOWN
  }
}

/** At most `max` characters, cut between code points (never inside an emoji's surrogate pair), marked with "…". */
function clip(text: string, max: number): string {
  if (text.length <= max) return text
  return `${Array.from(text.slice(0, max * 2))
    .slice(0, max - 1)
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
        changes[key] = { from: boundValue(input.before[key]), to: boundValue(input.after[key]) }
      }
    }
    return changes
  }
  const sent = isRecord(input.after) && Object.keys(body).length === 0 ? input.after : body
  for (const [key, value] of Object.entries(sent)) {
    if (BOOKKEEPING.has(key) || SECRET.test(key)) continue
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue
    changes[key] = { to: boundValue(value) }
  }
  return changes
}

/** A human name for a record: its title, name, subject or e-mail, when it has one. */
export function labelOf(...records: unknown[]): string {
  for (const record of records) {
    if (!isRecord(record)) continue
    for (const key of ['title', 'name', 'subject', 'email', 'question']) {
      const value = record[key]
      if (typeof value === 'string' && value.trim()) return clip(value.trim(), MAX_LABEL)
    }
  }
  return ''
}
