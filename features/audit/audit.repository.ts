import { and, count, desc, eq, gte, ilike, lt, max, or, type SQL } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { auditLog } from '../../platform/db/tables'
import { isUuid } from '../../platform/fields'
import { containsPattern } from '../../platform/db/search'

export type AuditRow = typeof auditLog.$inferSelect

export type AuditFilter = {
  person?: string
  entity?: string
  action?: string
  /** From this instant (included) to that one (excluded). */
  since?: Date
  before?: Date
}

export function auditFilter(filter: AuditFilter): SQL | undefined {
  const person = filter.person
  let byPerson: SQL | undefined
  if (person && isUuid(person)) byPerson = eq(auditLog.actorId, person)
  else if (person) {
    const pattern = containsPattern(person)
    byPerson = or(ilike(auditLog.actorName, pattern), ilike(auditLog.actorEmail, pattern))
  }
  return and(
    byPerson,
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.since ? gte(auditLog.at, filter.since) : undefined,
    filter.before ? lt(auditLog.at, filter.before) : undefined,
  )
}

/** One page of entries, newest first, and how many match in all. */
export async function listAuditEntries(
  db: Database,
  where: SQL | undefined,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ])
  return { rows, total: counted?.n ?? 0 }
}

/** The distinct entities, actions and people of the log (people with the name and e-mail they last had). */
export async function auditFacets(db: Database) {
  const [entities, actions, actors] = await Promise.all([
    db.selectDistinct({ value: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    db
      .select({
        id: auditLog.actorId,
        name: auditLog.actorName,
        email: auditLog.actorEmail,
        last: max(auditLog.at),
      })
      .from(auditLog)
      .groupBy(auditLog.actorId, auditLog.actorName, auditLog.actorEmail)
      .orderBy(desc(max(auditLog.at))),
  ])
  return {
    entities: entities.map((row) => row.value),
    actions: actions.map((row) => row.value),
    actors,
  }
}
