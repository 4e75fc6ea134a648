import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorEnvelopeSchema, ok } from '../../platform/http/envelope'
import {
  AdminSchema,
  LoginSchema,
  RegisterSchema,
  SessionSchema,
  UpdateCredentialsSchema,
} from './auth.schema'
import type { AuthService } from './auth.service'

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['Auth'],
        summary: 'Sign in with e-mail and password',
        body: LoginSchema,
        response: { 200: ok(SessionSchema), 401: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await auth.login(request.body, request.ip) }),
  )

  app.post(
    '/auth/register',
    {
      // Open only while no administrator exists; the service enforces it.
      config: { public: true },
      schema: {
        tags: ['Auth'],
        summary: 'Create an administrator (first run, or by a signed-in administrator)',
        body: RegisterSchema,
        response: { 201: ok(SessionSchema), 401: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await auth.register(request.body, request.admin)
      return reply.status(201).send({ success: true as const, data })
    },
  )

  app.get(
    '/auth/verify',
    {
      schema: {
        tags: ['Auth'],
        summary: 'The administrator the bearer token stands for',
        security: [{ bearerAuth: [] }],
        response: { 200: ok(z.object({ admin: AdminSchema })), 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: { admin: request.admin! } }),
  )

  app.put(
    '/auth/update-credentials',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Change the signed-in administrator’s name, e-mail or password',
        security: [{ bearerAuth: [] }],
        body: UpdateCredentialsSchema,
        response: { 200: ok(SessionSchema), 400: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auth.updateCredentials(request.admin!._id, request.body),
    }),
  )
}
