import { ACCESS } from '../../platform/auth/access'
import { z } from 'zod'
import { apiRoutes, errorsOf } from '../../platform/http/route-kit'
import {
  type EventCreate,
  EventCreateSchema,
  EventInputSchema,
  EventListQuerySchema,
  EventMoveSchema,
  EventSchema,
  EventUpdateSchema,
} from './event.schema'
import type { EventsService } from './event.service'
import { CATEGORY_AREAS } from './category.content-type'

export const eventRoutes = apiRoutes<{ events: EventsService }>(
  ['Events'],
  ACCESS.content,
  (api, { events }) => {
    // POST /events names the category in the body; the service takes it apart.
    const service = {
      ...events,
      create: ({ category, ...input }: EventCreate) => events.create(category, input),
    }
    api.resource('/events', service, EventSchema, {
      cache: CATEGORY_AREAS,
      list: {
        summary:
          'List events, newest date first (undated last), optionally of one category. ' +
          'Visitors see only events of active categories.',
        querystring: EventListQuerySchema,
        errors: errorsOf(400),
        handler: (request) => events.list(request.query, { includeInactive: request.admin !== null }),
      },
      get: {
        summary: 'One event (of an inactive category only for administrators)',
        handler: (request) => events.get(request.params.id, { includeInactive: request.admin !== null }),
      },
      create: {
        summary: 'Create an event in the category named by `category` (404 “Category not found” if none)',
        body: EventCreateSchema,
      },
      update: {
        summary: 'Update an event (only the fields sent change; `category` moves it to another category)',
        body: EventMoveSchema,
      },
      remove: { summary: 'Delete an event' },
    })

    api.get('/categories/:id/events', {
      public: true,
      cache: CATEGORY_AREAS,
      summary: 'A category’s events, newest date first (an inactive category’s only for administrators)',
      data: z.array(EventSchema),
      errors: errorsOf(404),
      handler: (request) =>
        events.listForCategory(request.params.id, { includeInactive: request.admin !== null }),
    })

    api.post('/categories/:id/events', {
      summary: 'Add an event to this category',
      body: EventInputSchema,
      status: 201,
      data: EventSchema,
      handler: (request) => events.create(request.params.id, request.body),
    })

    api.put('/categories/:id/events/:eventId', {
      summary: 'Update an event of this category (only the fields sent change)',
      body: EventUpdateSchema,
      data: EventSchema,
      handler: (request) =>
        events.update(request.params.eventId, request.body, { categoryId: request.params.id }),
    })

    api.deleteOne('/categories/:id/events/:eventId', 'Delete an event of this category', ({ id, eventId }) =>
      events.remove(eventId, { categoryId: id }),
    )
  },
)
