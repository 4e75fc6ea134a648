import { z } from 'zod'
import { ErrorEnvelopeSchema } from '../../platform/http/envelope'
import { apiRoutes } from '../../platform/http/route-kit'
import {
  AdminSchema,
  LoginSchema,
  RegisterSchema,
  SessionSchema,
  UpdateCredentialsSchema,
} from './auth.schema'
import type { AuthService } from './auth.service'

export const authRoutes = apiRoutes<{ auth: AuthService }>(['Auth'], (api, { auth }) => {
  api.post('/auth/login', {
    public: true,
    summary: 'Sign in with e-mail and password',
    body: LoginSchema,
    data: SessionSchema,
    errors: { 401: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
    handler: (request) => auth.login(request.body, request.ip),
  })

  // Open only while no administrator exists; the service enforces it.
  api.post('/auth/register', {
    public: true,
    summary: 'Create an administrator (first run, or by a signed-in administrator)',
    body: RegisterSchema,
    status: 201,
    data: SessionSchema,
    errors: { 401: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
    handler: (request) => auth.register(request.body, request.admin),
  })

  api.get('/auth/verify', {
    summary: 'The administrator the bearer token stands for',
    data: z.object({ admin: AdminSchema }),
    errors: { 401: ErrorEnvelopeSchema },
    handler: (request) => ({ admin: request.admin! }),
  })

  api.put('/auth/update-credentials', {
    summary: 'Change the signed-in administrator’s name, e-mail or password',
    body: UpdateCredentialsSchema,
    data: SessionSchema,
    errors: { 400: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
    handler: (request) => auth.updateCredentials(request.admin!._id, request.body),
  })
})
