import { ACCESS } from '../../platform/auth/access'
import { apiRoutes, errorsOf } from '../../platform/http/route-kit'
import {
  ScheduleInputSchema,
  ScheduleListQuerySchema,
  ScheduleSchema,
  ScheduleSummarySchema,
  ScheduleUpdateSchema,
} from './schedule.schema'
import type { ScheduleService } from './schedule.service'

/** Scheduled changes of content: the content roles make them, as they make the changes themselves. */
export const scheduleRoutes = apiRoutes<{ schedules: ScheduleService }>(
  ['Schedules'],
  ACCESS.content,
  (api, { schedules }) => {
    api.page('/schedules', {
      summary:
        'Scheduled changes: pending ones soonest first, then those that ended (status filter; one item by ?type=&id=)',
      querystring: ScheduleListQuerySchema,
      item: ScheduleSchema,
      handler: (request) => schedules.list(request.query),
    })

    api.get('/schedules/summary', {
      summary:
        'How many scheduled changes are upcoming, and how many are overdue (late by more than a minute)',
      data: ScheduleSummarySchema,
      handler: () => schedules.summary(),
    })

    api.get('/schedules/:scheduleId', {
      summary: 'One scheduled change',
      data: ScheduleSchema,
      errors: errorsOf(400, 401, 403, 404),
      handler: (request) => schedules.get(request.params.scheduleId),
    })

    api.post('/schedules', {
      summary:
        'Schedule a change of an item: publish its draft, activate or deactivate it at a time in the future (UTC)',
      body: ScheduleInputSchema,
      status: 201,
      data: ScheduleSchema,
      handler: (request) =>
        schedules.create(request.body, {
          id: request.admin!._id,
          name: request.admin!.name,
          email: request.admin!.email,
        }),
    })

    api.put('/schedules/:scheduleId', {
      summary:
        'Move a pending scheduled change to another time, or change what it does (409 once it has run)',
      body: ScheduleUpdateSchema,
      data: ScheduleSchema,
      audit: { before: (request) => schedules.get((request.params as { scheduleId: string }).scheduleId) },
      handler: (request) => schedules.update(request.params.scheduleId, request.body),
    })

    api.deleteOne(
      '/schedules/:scheduleId',
      'Cancel a pending scheduled change (409 once it has run)',
      ({ scheduleId }) => schedules.cancel(scheduleId),
      {
        audit: {
          action: 'cancel',
          before: (request) => schedules.get((request.params as { scheduleId: string }).scheduleId),
        },
      },
    )
  },
)
