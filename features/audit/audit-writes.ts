import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import type { Database } from '../../platform/db/database'
import { inTransaction } from '../../platform/db/unit-of-work'
import type { AuditOptions } from '../../platform/http/route-kit'
import { describeChanges, labelOf } from '../../platform/audit-changes'
import { insertAuditEntry, type NewAuditEntry } from '../../platform/audit-log'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const VERBS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' }

/**
 * Whether the audit log records a route: every staff write, and the public writes that say how (accepting an
 * invitation); visitors' messages and sign-ups are theirs, not the staff's, and sign-in records its own events.
 */
export function isAuditedWrite(route: Pick<RouteOptions, 'method' | 'config'>): boolean {
  const config = route.config as { public?: boolean; audit?: AuditOptions | false } | undefined
  if (![route.method].flat().some((method) => WRITES.has(method)) || config?.audit === false) return false
  return !config?.public || config.audit !== undefined
}

/** What a write's entry says: who, from where, what and which fields (docs/product.md#audit-log). */
export function describeWrite(
  request: FastifyRequest,
  url: string,
  options: AuditOptions,
  answer: unknown,
  before: unknown,
  /** The body, when the route declares one (anything else a caller sends is not what was written). */
  body: unknown,
): NewAuditEntry {
  const segments = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
  const params = (request.params ?? {}) as Record<string, string>
  const lastParam = [...segments].reverse().find((segment) => segment.startsWith(':'))
  const data = (answer as { data?: unknown } | undefined)?.data
  const created = (data as { _id?: unknown } | undefined)?._id
  const isDelete = request.method === 'DELETE'
  return {
    actorId: request.admin?._id ?? null,
    actorName: request.admin?.name ?? '',
    actorEmail: request.admin?.email ?? '',
    ip: request.ip,
    entity: options.entity ?? segments.filter((segment) => !segment.startsWith(':')).join('/'),
    entityId: (lastParam && params[lastParam.slice(1)]) || (typeof created === 'string' ? created : null),
    action: options.action ?? VERBS[request.method] ?? request.method.toLowerCase(),
    // Named as it is now (as it was, for a delete): the change list tells the name before.
    label: isDelete ? labelOf(before, body) : labelOf(data, before, body),
    changes: isDelete ? {} : describeChanges({ body, before, after: before ? data : undefined }),
    ...options.describe?.(request, data),
  }
}

/**
 * An update whose record is the same before and after, field by field: a save that changed nothing, which the log
 * leaves out (it would read "Updated service" with no change to show). Without the record before, what was sent
 * is all the log knows, and it is kept.
 */
export function isNoChange(entry: Pick<NewAuditEntry, 'action' | 'changes'>, before: unknown): boolean {
  return (
    entry.action === 'update' &&
    typeof before === 'object' &&
    before !== null &&
    Object.keys(entry.changes ?? {}).length === 0
  )
}

/**
 * What an item is called now, by its entity and id (a content item's title), for an entry whose write did not
 * answer with it: a restore from the Trash, a draft discarded, a share link made. Undefined when unknown.
 */
export type NameOfItem = (db: Database, entity: string, entityId: string) => Promise<string | undefined>

/**
 * Wraps every staff write route's handler (an onRoute hook): the handler and its audit entry run in one unit of
 * work, so the entry exists exactly when the write does (docs/decisions/0014-staff-sessions-and-audit.md). An entry about an item
 * always names it: `nameOf` fills in the name the write did not give.
 */
export function auditWrites(db: Database, nameOf?: NameOfItem) {
  return (route: RouteOptions) => {
    if (!isAuditedWrite(route)) return
    const options = ((route.config as { audit?: AuditOptions } | undefined)?.audit ?? {}) as AuditOptions
    const handler = route.handler
    const url = route.url
    const hasBody = Boolean((route.schema as { body?: unknown } | undefined)?.body)
    route.handler = async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
      const run = async (tx: Database) => {
        const before = options.before ? await options.before(request).catch(() => undefined) : undefined
        const answer: unknown = await handler.call(this as never, request, reply)
        // A handler that answered an error itself (reply.code(4xx)) did not write.
        if (reply.statusCode < 400 && !options.skip?.(request)) {
          const body = hasBody ? request.body : undefined
          const entry = describeWrite(request, url, options, answer, before, body)
          if (!entry.label && entry.entityId && nameOf) {
            entry.label = (await nameOf(tx, entry.entity, entry.entityId)) ?? ''
          }
          if (!isNoChange(entry, before)) await insertAuditEntry(tx, entry)
        }
        return answer
      }
      if (!options.outsideTransaction) return inTransaction(db, run)
      return run(db)
    }
  }
}
