import type { Database } from '../../platform/db/database'
import { type Pagination, paginationOf } from '../../platform/pagination'
import { auditFacets, auditFilter, type AuditRow, listAuditEntries } from './audit.repository'
import type { AuditActor, AuditEntry, AuditFacets, AuditListQuery } from './audit.schema'

const DAY_MS = 24 * 60 * 60 * 1000

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    actorEmail: row.actorEmail,
    ip: row.ip,
    entity: row.entity,
    entityId: row.entityId,
    action: row.action,
    label: row.label,
    changes: row.changes,
  }
}

/** Midnight starting `day` (YYYY-MM-DD) for a caller `offset` minutes behind UTC (getTimezoneOffset). */
export function startOfDay(day: string, offset: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * 60_000)
}

/** The people of the log, once each: by id (with the name and e-mail of their latest entry), else by name. */
export function distinctActors(rows: { id: string | null; name: string; email: string }[]): AuditActor[] {
  const seen = new Set<string>()
  const actors: AuditActor[] = []
  for (const row of rows) {
    const key = row.id ?? `name:${row.name}`
    if (seen.has(key)) continue
    seen.add(key)
    actors.push({ id: row.id, name: row.name, email: row.email })
  }
  return actors.sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email))
}

/** Reading the audit log (docs/product.md#audit-log); recording happens where the actions happen. */
export function createAuditService({
  db,
  entityNames = {},
}: {
  db: Database
  /** What a person reads for each content entity ('categories/events' → 'Event'), from the content types. */
  entityNames?: Record<string, string>
}) {
  return {
    async list(query: AuditListQuery): Promise<{ data: AuditEntry[]; pagination: Pagination }> {
      const where = auditFilter({
        person: query.person || undefined,
        entity: query.entity || undefined,
        action: query.action || undefined,
        since: query.from ? startOfDay(query.from, query.offset) : undefined,
        before: query.to ? new Date(startOfDay(query.to, query.offset).getTime() + DAY_MS) : undefined,
      })
      const { rows, total } = await listAuditEntries(db, where, query)
      return { data: rows.map(toAuditEntry), pagination: paginationOf(query, total) }
    },

    async facets(): Promise<AuditFacets> {
      const found = await auditFacets(db)
      return {
        entities: found.entities,
        actions: found.actions,
        actors: distinctActors(found.actors),
        entityNames,
      }
    },
  }
}

export type AuditService = ReturnType<typeof createAuditService>
