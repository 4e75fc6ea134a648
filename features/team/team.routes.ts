import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses, ok } from '../../platform/http/envelope'
import { IdParamsSchema } from '../../platform/fields'
import {
  TeamListQuerySchema,
  TeamMemberInputSchema,
  TeamMemberSchema,
  TeamMemberUpdateSchema,
} from './team.schema'
import type { TeamService } from './team.service'

const tags = ['Team']
const secured = { security: [{ bearerAuth: [] }] }
const Deleted = ok(z.object({ _id: z.string() }))

export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  app.get(
    '/team',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'List team members, active first then by name and surname (visitors see active members; ' +
          'administrators see all, optionally filtered by isActive)',
        querystring: TeamListQuerySchema,
        response: { 200: ok(z.array(TeamMemberSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: request.admin ? await team.list(request.query) : await team.listActive(),
    }),
  )

  app.get(
    '/team/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'One team member (an inactive one only for administrators)',
        params: IdParamsSchema,
        response: { 200: ok(TeamMemberSchema), 404: errorResponses[404] },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.get(request.params.id, { includeInactive: request.admin !== null }),
    }),
  )

  app.post(
    '/team',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Add a team member',
        body: TeamMemberInputSchema,
        response: { 201: ok(TeamMemberSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true, data: await team.create(request.body) }),
  )

  app.put(
    '/team/:id',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Update a team member (only the fields sent change; also the isActive toggle)',
        params: IdParamsSchema,
        body: TeamMemberUpdateSchema,
        response: { 200: ok(TeamMemberSchema), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.update(request.params.id, request.body),
    }),
  )

  app.delete(
    '/team/:id',
    {
      schema: {
        tags,
        ...secured,
        summary: 'Remove a team member (and the photo, if nothing else uses it)',
        params: IdParamsSchema,
        response: { 200: Deleted, ...errorResponses },
      },
    },
    async (request) => {
      await team.remove(request.params.id)
      return { success: true as const, data: { _id: request.params.id } }
    },
  )
}
