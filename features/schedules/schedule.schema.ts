import { z } from 'zod'
import { limitQuery, MAX_PAGE_SIZE, pageQuery, searchQuery } from '../../platform/pagination'

/** What a schedule does to its item when its time comes (docs/product.md#scheduled). */
export const SCHEDULE_ACTIONS = ['publish', 'activate', 'deactivate'] as const
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number]

export const SCHEDULE_ACTION_LABELS: Record<ScheduleAction, string> = {
  publish: 'Publish the draft',
  activate: 'Activate',
  deactivate: 'Deactivate',
}

/**
 * Where a schedule stands: waiting (`upcoming`), late by more than a minute (`overdue`), being carried out
 * (`running`), carried out (`done`), given up after its attempts (`failed`) or `cancelled`.
 */
export const SCHEDULE_STATUSES = ['upcoming', 'overdue', 'running', 'done', 'failed', 'cancelled'] as const
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number]

/** A schedule late by more than this is overdue: the dashboard and the readiness check say so. */
export const OVERDUE_AFTER_MS = 60_000

/** The list's filters: `pending` is upcoming, overdue and running together; `all` is every schedule. */
export const SCHEDULE_FILTERS = [
  'all',
  'pending',
  'upcoming',
  'overdue',
  'done',
  'failed',
  'cancelled',
] as const
export type ScheduleFilter = (typeof SCHEDULE_FILTERS)[number]

const at = z.iso.datetime({
  offset: true,
  error: 'Choose a date and time (an ISO 8601 time with its offset, such as 2026-12-01T09:00:00Z)',
})

const itemId = z
  .string({ error: 'Choose the item to schedule' })
  .trim()
  .min(1, 'Choose the item to schedule')
  .max(100)

export const ScheduleInputSchema = z.object({
  /** A content type's name in the registry: 'services', 'categories', 'team', 'partners', 'clients', 'company'. */
  type: z.string({ error: 'Choose the kind of item' }).trim().min(1, 'Choose the kind of item').max(50),
  id: itemId,
  action: z.enum(SCHEDULE_ACTIONS, { error: 'Choose what to do: publish, activate or deactivate' }),
  /** When, in UTC or with the editor's offset; stored in UTC. */
  at,
})
export type ScheduleInput = z.infer<typeof ScheduleInputSchema>

/** A pending schedule's new time, and its action if it changes. */
export const ScheduleUpdateSchema = z.object({
  action: z
    .enum(SCHEDULE_ACTIONS, { error: 'Choose what to do: publish, activate or deactivate' })
    .optional(),
  at,
})
export type ScheduleUpdate = z.infer<typeof ScheduleUpdateSchema>

export const ScheduleSchema = z.object({
  _id: z.string(),
  type: z.string(),
  /** The type's word for one item: 'Service'. */
  typeLabel: z.string(),
  itemId: z.string(),
  /** The item's title when it was scheduled (or last changed). */
  title: z.string(),
  action: z.enum(SCHEDULE_ACTIONS),
  /** When it is due, in UTC (ISO 8601). */
  at: z.string(),
  status: z.enum(SCHEDULE_STATUSES),
  createdBy: z.object({ id: z.string().nullable(), name: z.string() }),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
})
export type Schedule = z.infer<typeof ScheduleSchema>

export const SCHEDULES_PAGE_SIZE = 25

export const ScheduleListQuerySchema = z
  .object({
    status: z
      .enum(SCHEDULE_FILTERS, {
        error: `Status must be one of ${SCHEDULE_FILTERS.join(', ')}`,
      })
      .optional(),
    /** A text found in the item's title. */
    search: searchQuery,
    /** One item's schedules: its type and id together. */
    type: z.string().trim().max(50).optional(),
    id: z.string().trim().max(100).optional(),
    page: pageQuery,
    limit: limitQuery(SCHEDULES_PAGE_SIZE, MAX_PAGE_SIZE),
  })
  .refine((query) => !query.id || query.type, {
    message: 'Name the item’s type with its id',
    path: ['type'],
  })
export type ScheduleListQuery = z.infer<typeof ScheduleListQuerySchema>

export const ScheduleSummarySchema = z.object({
  /** Pending schedules late by more than a minute. */
  overdue: z.number(),
  upcoming: z.number(),
})
export type ScheduleSummary = z.infer<typeof ScheduleSummarySchema>
