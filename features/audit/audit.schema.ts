import { z } from 'zod'
import { limitQuery, MAX_PAGE_SIZE, pageQuery } from '../../platform/pagination'

/** One recorded action (docs/product.md#audit-log): who, from where, what, and the fields it changed. */
export const AuditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  actorEmail: z.string(),
  ip: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  label: z.string(),
  changes: z.record(z.string(), z.object({ from: z.unknown().optional(), to: z.unknown().optional() })),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

const DAY = /^\d{4}-\d{2}-\d{2}$/
function isRealDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`)
  const year = Number(value.slice(0, 4))
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value) && year >= 1900 && year <= 9998
}
const dayQuery = (name: string) =>
  z
    .string()
    .regex(DAY, `${name} must be a date (YYYY-MM-DD)`)
    // A day of the calendar (no 30 February), in years a timestamp holds both in JavaScript and in PostgreSQL.
    .refine(isRealDay, `${name} must be a real date between the years 1900 and 9999`)
    .optional()
const filterText = (name: string) =>
  z.string().trim().max(200, `${name} must be at most 200 characters`).optional()

export const AUDIT_PAGE_SIZE = 25

export const AuditListQuerySchema = z
  .object({
    /** An actor's id, or a text found in the actor's name or e-mail. */
    person: filterText('Person'),
    entity: filterText('Entity'),
    action: filterText('Action'),
    /** First and last day shown, both included, in the caller's time zone (see `offset`). */
    from: dayQuery('From'),
    to: dayQuery('To'),
    /** The caller's `Date.getTimezoneOffset()` in minutes, so that a day is the caller's day (UTC by default). */
    offset: z.coerce
      .number({ error: 'Offset must be a whole number of minutes' })
      .int('Offset must be a whole number of minutes')
      .min(-840, 'Offset must be between -840 and 840 minutes')
      .max(840, 'Offset must be between -840 and 840 minutes')
      .default(0),
    page: pageQuery,
    limit: limitQuery(AUDIT_PAGE_SIZE, MAX_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'From must be on or before To',
    path: ['to'],
  })
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>

export const AuditActorSchema = z.object({ id: z.string().nullable(), name: z.string(), email: z.string() })
export type AuditActor = z.infer<typeof AuditActorSchema>

/** What the filters offer: every entity, action and person found in the log. */
export const AuditFacetsSchema = z.object({
  entities: z.array(z.string()),
  actions: z.array(z.string()),
  actors: z.array(AuditActorSchema),
  /** The words for each content entity, from the content types' declarations: { 'categories/events': 'Event' }. */
  entityNames: z.record(z.string(), z.string()),
})
export type AuditFacets = z.infer<typeof AuditFacetsSchema>
