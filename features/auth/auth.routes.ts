import { z } from 'zod'
import { ErrorEnvelopeSchema, errorResponses } from '../../platform/http/envelope'
import { apiRoutes } from '../../platform/http/route-kit'
import {
  AdminSchema,
  FORGOT_PASSWORD_MESSAGE,
  type ForgotPassword,
  ForgotPasswordAnswerSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SessionSchema,
  UpdateCredentialsSchema,
} from './auth.schema'
import type { AuthService } from './auth.service'
import type { PasswordResetService } from './password-reset.service'

const FIFTEEN_MINUTES = 15 * 60 * 1000
/** Reset links one IP address may ask for, and new passwords it may try to set, in a window. */
export const FORGOT_PASSWORD_IP_LIMIT = { max: 10, timeWindow: FIFTEEN_MINUTES }
export const RESET_PASSWORD_IP_LIMIT = { max: 20, timeWindow: FIFTEEN_MINUTES }
/** Reset links asked for one address, from anywhere: a brake on filling somebody's mailbox. */
export const FORGOT_PASSWORD_ADDRESS_LIMIT = { max: 3, timeWindow: FIFTEEN_MINUTES }

export function resetRateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return `Too many password reset attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

export const authRoutes = apiRoutes<{
  auth: AuthService
  passwordReset: PasswordResetService
}>(['Auth'], async (api, { auth, passwordReset }) => {
  await api.rateLimits(resetRateLimitMessage)
  const perAddress = api.limiter({
    ...FORGOT_PASSWORD_ADDRESS_LIMIT,
    key: (body: ForgotPassword) => `forgot-password:${body.email}`,
  })

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

  api.post('/auth/forgot-password', {
    public: true,
    config: { rateLimit: FORGOT_PASSWORD_IP_LIMIT },
    summary: 'Mail a link to choose a new password (the same answer whether the address is known or not)',
    description:
      'When an administrator has this address, a link that works once for 30 minutes is mailed to it. The answer ' +
      'and its timing are the same for any address: the link is made after the answer. Limited per IP address ' +
      'and per e-mail address.',
    body: ForgotPasswordSchema,
    response: ForgotPasswordAnswerSchema,
    errors: {
      400: errorResponses[400],
      429: ErrorEnvelopeSchema.describe('Too many requests from this IP address or for this e-mail address'),
    },
    handler: async (request) => {
      await perAddress(request)
      passwordReset.request(request.body.email)
      return { success: true as const, message: FORGOT_PASSWORD_MESSAGE }
    },
  })

  api.post('/auth/reset-password', {
    public: true,
    config: { rateLimit: RESET_PASSWORD_IP_LIMIT },
    summary: 'Choose a new password with the token of a mailed link; signs in',
    description:
      'The link works once. Every other link of the administrator stops working, and so does every token signed ' +
      'before: other sessions end. Answers a session for the new password.',
    body: ResetPasswordSchema,
    data: SessionSchema,
    errors: {
      400: ErrorEnvelopeSchema.describe(
        'The link is invalid, used or expired, or the password breaks the rules',
      ),
      429: ErrorEnvelopeSchema.describe('Too many attempts from this IP address'),
    },
    handler: (request) => passwordReset.reset(request.body),
  })
})
