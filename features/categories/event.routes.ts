import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses, ok } from '../../platform/http/envelope'
import { IdParamsSchema } from '../../platform/fields'
import {
  EventCreateSchema,
  EventInputSchema,
  EventListQuerySchema,
  EventMoveSchema,
  EventSchema,
  EventUpdateSchema,
} from './event.schema'
import type { EventsService } from './event.service'

const tags = ['Events']
const secured = { security: [{ bearerAuth: [] }] }
const Deleted = ok(z.object({ _id: z.string() }))
const NestedParamsSchema = z.object({ id: z.string().max(100), eventId: z.string().max(100) })

export const eventRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (app, { events }) => {
  app.get(
    '/events',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'List events, newest date first (undated last), optionally of one category. ' +
          'Visitors see only events of active categories.',
        querystring: EventListQuerySchema,
        response: { 200: ok(z.array(EventSchema)), 400: errorResponses[400] },
      },
    },
    async (request) => ({
      success: true as const,
      data: await events.list(request.query, { includeInactive: request.admin !== null }),
    }),
  )

  app.get(
    '/events/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'One event (of an inactive category only for administrators)',
        params: IdParamsSchema,
        response: { 200: ok(EventSchema), 404: errorResponses[404] },
      },
    },
    async (request) => ({
      success: true as const,
      data: await events.get(request.params.id, { includeInactive: request.admin !== null }),
    }),
  )

  app.post(
    '/events',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Create an event in the category named by `category` (404 “Category not found” if none)',
        body: EventCreateSchema,
        response: { 201: ok(EventSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { category, ...input } = request.body
      return reply.status(201).send({ success: true, data: await events.create(category, input) })
    },
  )

  app.put(
    '/events/:id',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Update an event (only the fields sent change; `category` moves it to another category)',
        params: IdParamsSchema,
        body: EventMoveSchema,
        response: { 200: ok(EventSchema), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await events.update(request.params.id, request.body),
    }),
  )

  app.delete(
    '/events/:id',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Delete an event',
        params: IdParamsSchema,
        response: { 200: Deleted, ...errorResponses },
      },
    },
    async (request) => {
      await events.remove(request.params.id)
      return { success: true as const, data: { _id: request.params.id } }
    },
  )

  app.get(
    '/categories/:id/events',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A category’s events, newest date first (an inactive category’s only for administrators)',
        params: IdParamsSchema,
        response: { 200: ok(z.array(EventSchema)), 404: errorResponses[404] },
      },
    },
    async (request) => ({
      success: true as const,
      data: await events.listForCategory(request.params.id, { includeInactive: request.admin !== null }),
    }),
  )

  app.post(
    '/categories/:id/events',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Add an event to this category',
        params: IdParamsSchema,
        body: EventInputSchema,
        response: { 201: ok(EventSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true, data: await events.create(request.params.id, request.body) }),
  )

  app.put(
    '/categories/:id/events/:eventId',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Update an event of this category (only the fields sent change)',
        params: NestedParamsSchema,
        body: EventUpdateSchema,
        response: { 200: ok(EventSchema), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await events.update(request.params.eventId, request.body, { categoryId: request.params.id }),
    }),
  )

  app.delete(
    '/categories/:id/events/:eventId',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Delete an event of this category',
        params: NestedParamsSchema,
        response: { 200: Deleted, ...errorResponses },
      },
    },
    async (request) => {
      await events.remove(request.params.eventId, { categoryId: request.params.id })
      return { success: true as const, data: { _id: request.params.eventId } }
    },
  )
}
