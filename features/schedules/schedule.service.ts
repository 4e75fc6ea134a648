import { insertAuditEntry } from '../../platform/audit-log'
import { createContentStore, titleOf } from '../../platform/content-store'
import { areasOf, type ContentType } from '../../platform/content-types'
import type { Database } from '../../platform/db/database'
import { afterCommit } from '../../platform/db/unit-of-work'
import { AppError } from '../../platform/errors'
import { isUuid } from '../../platform/fields'
import { type JobHandler, PermanentJobError } from '../../platform/jobs/jobs'
import { paginationOf } from '../../platform/pagination'
import {
  cancelSchedule,
  countSchedules,
  findSchedule,
  hasDraft,
  insertSchedule,
  listSchedules,
  reschedule,
  type SchedulePayload,
  type ScheduleRow,
} from './schedule.repository'
import {
  OVERDUE_AFTER_MS,
  type Schedule,
  type ScheduleAction,
  type ScheduleInput,
  type ScheduleListQuery,
  type ScheduleStatus,
  type ScheduleSummary,
  type ScheduleUpdate,
} from './schedule.schema'

/** The person a scheduled change is done as: who scheduled it. */
export type ScheduleActor = { id: string | null; name: string; email: string }

export type ScheduleServiceDeps = {
  db: Database
  /** The registry's content types (the composition root passes them: a feature does not know the registry). */
  types: readonly ContentType[]
  /** Where content writes are announced, so that caches forget what the change shows. */
  changes: { changed(area: string): void }
  /** Publishes an item's draft (the drafts feature's), inside the caller's transaction. */
  publish?: (type: string, itemId: string, actor: ScheduleActor) => Promise<void>
  /** Told of each change a schedule made, inside its transaction (the item's history records a revision). */
  afterApply?: (type: string, itemId: string, actor: ScheduleActor, action: ScheduleAction) => Promise<void>
  /** Tells the worker that the next due moment may have changed (a schedule added, moved). */
  wake?: () => void
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())

function statusOf(row: ScheduleRow, now = Date.now()): ScheduleStatus {
  if (row.status === 'queued') return row.runAt.getTime() < now - OVERDUE_AFTER_MS ? 'overdue' : 'upcoming'
  return row.status
}

/**
 * Scheduled changes of content (docs/product.md#scheduled): publish a draft, activate or deactivate an item at a
 * chosen moment. Each is a row of the job table (platform/jobs/jobs.ts), run once by whichever server's worker
 * claims it when due, and recorded in the audit log as done by the person who scheduled it.
 */
export function createScheduleService({
  db,
  types,
  changes,
  publish,
  afterApply,
  wake,
}: ScheduleServiceDeps) {
  const store = createContentStore(types)

  function toSchedule(row: ScheduleRow): Schedule {
    const type = store.typeNamed(row.payload.type)
    return {
      _id: row.id,
      type: row.payload.type,
      typeLabel: type?.label.one ?? row.payload.type,
      itemId: row.payload.itemId,
      title: row.payload.title,
      action: row.payload.action,
      at: row.runAt.toISOString(),
      status: statusOf(row),
      createdBy: { id: row.createdById, name: row.createdByName },
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      attempts: row.attempts,
      lastError: row.lastError,
    }
  }

  function typeNamed(name: string): ContentType {
    const type = store.typeNamed(name)
    if (!type)
      throw AppError.badRequest(
        `There is no content type "${name}": choose one of ${types.map((known) => known.name).join(', ')}`,
        { type: 'Choose the kind of item' },
      )
    return type
  }

  /** The checks a schedule passes when it is made or changed; answers the item's title. */
  async function check(type: ContentType, itemId: string, action: ScheduleAction, at: Date): Promise<string> {
    const snapshot = isUuid(itemId) ? await store.snapshot(db, type, itemId) : undefined
    if (!snapshot) throw AppError.notFound(`${type.label.one} not found`)
    if (at.getTime() <= Date.now())
      throw AppError.badRequest('Choose a time in the future', { at: 'Choose a time in the future' })
    if (action !== 'publish' && !type.active)
      throw AppError.badRequest(
        `${type.label.many} are always shown: they cannot be activated or deactivated on a schedule`,
        { action: 'Choose publish: this kind of item is always shown' },
      )
    if (action === 'publish' && !(await hasDraft(db, type.name, itemId)))
      throw AppError.badRequest('This item has no draft to publish', {
        action: 'This item has no draft to publish',
      })
    return titleOf(type, snapshot)
  }

  function moved() {
    afterCommit(() => wake?.())
  }

  /** Activates or deactivates the item, as its declaration says; answers the change, none if it was so already. */
  async function setActive(tx: Database, type: ContentType, itemId: string, on: boolean) {
    const flag = type.active
    if (!flag) throw new PermanentJobError(`${type.label.many} cannot be activated or deactivated`)
    const snapshot = await store.snapshot(tx, type, itemId)
    if (!snapshot) throw new PermanentJobError(`The ${type.label.one.toLowerCase()} no longer exists`)
    const key = camel(flag.column)
    const from = snapshot.fields[key]
    const to = on ? flag.on : flag.off
    if (from !== to)
      await store.write(tx, type, itemId, { ...snapshot, fields: { ...snapshot.fields, [key]: to } })
    return { title: titleOf(type, snapshot), changes: from === to ? {} : { [key]: { from, to } } }
  }

  /** The job: carries out one schedule, in the worker's transaction (settled done with it, exactly once). */
  const run: JobHandler = async (job, tx) => {
    const payload = job.payload as SchedulePayload
    const type = store.typeNamed(payload.type)
    if (!type) throw new PermanentJobError(`There is no content type "${payload.type}" any more`)
    const { actor, itemId, action } = payload
    let title = payload.title
    let changed: Record<string, { from?: unknown; to?: unknown }> = {}
    if (action === 'publish') {
      if (!(await hasDraft(tx, type.name, itemId)))
        throw new PermanentJobError('This item has no draft to publish')
      if (!publish) throw new PermanentJobError('Publishing drafts is not available on this server')
      await publish(type.name, itemId, actor)
    } else {
      const done = await setActive(tx, type, itemId, action === 'activate')
      title = done.title || title
      changed = done.changes
      await afterApply?.(type.name, itemId, actor, action)
    }
    await insertAuditEntry(tx, {
      actorId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email,
      entity: type.name,
      entityId: itemId,
      action,
      label: title,
      changes: { ...changed, scheduledFor: { to: job.runAt.toISOString() } },
    })
    for (const area of areasOf(type)) changes.changed(area)
  }

  return {
    run,

    async list(query: ScheduleListQuery) {
      const { rows, total } = await listSchedules(
        db,
        { status: query.status, search: query.search, type: query.type, itemId: query.id },
        query,
      )
      return { data: rows.map((row) => toSchedule(row)), pagination: paginationOf(query, total) }
    },

    async get(id: string): Promise<Schedule> {
      const row = isUuid(id) ? await findSchedule(db, id) : undefined
      if (!row) throw AppError.notFound('Schedule not found')
      return toSchedule(row)
    },

    async create(input: ScheduleInput, actor: ScheduleActor): Promise<Schedule> {
      const type = typeNamed(input.type)
      const at = new Date(input.at)
      const title = await check(type, input.id, input.action, at)
      const row = await insertSchedule(
        db,
        { type: type.name, itemId: input.id, action: input.action, title, actor },
        at,
      )
      moved()
      return toSchedule(row)
    },

    async update(id: string, input: ScheduleUpdate): Promise<Schedule> {
      const row = isUuid(id) ? await findSchedule(db, id) : undefined
      if (!row) throw AppError.notFound('Schedule not found')
      if (row.status !== 'queued') throw AppError.conflict(alreadyMessage(row))
      const type = typeNamed(row.payload.type)
      const action = input.action ?? row.payload.action
      const at = new Date(input.at)
      const title = await check(type, row.payload.itemId, action, at)
      const updated = await reschedule(db, id, { ...row.payload, action, title }, at)
      if (!updated) throw AppError.conflict(alreadyMessage(row))
      moved()
      return toSchedule(updated)
    },

    async cancel(id: string): Promise<void> {
      const row = isUuid(id) ? await findSchedule(db, id) : undefined
      if (!row) throw AppError.notFound('Schedule not found')
      if (!(await cancelSchedule(db, id))) throw AppError.conflict(alreadyMessage(row))
    },

    summary(): Promise<ScheduleSummary> {
      return countSchedules(db)
    },
  }
}

function alreadyMessage(row: ScheduleRow): string {
  if (row.status === 'running') return 'This schedule is being carried out now: it can no longer be changed'
  if (row.status === 'cancelled') return 'This schedule was cancelled'
  return 'This schedule has already run: it can no longer be changed'
}

export type ScheduleService = ReturnType<typeof createScheduleService>
