import { ACCESS } from '../../platform/auth/access'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { AppError } from '../../platform/errors'
import { describeChanges } from '../../platform/audit-changes'
import { ErrorEnvelopeSchema, errorResponses } from '../../platform/http/envelope'
import { COST } from '../../platform/http/client-limits'
import { apiRoutes } from '../../platform/http/route-kit'
import {
  AdminSchema,
  FORGOT_PASSWORD_MESSAGE,
  type ForgotPassword,
  ForgotPasswordAnswerSchema,
  ForgotPasswordSchema,
  LoginSchema,
  LogoutSchema,
  SESSION_NOT_FOUND,
  RegisterSchema,
  ResetPasswordSchema,
  type Session,
  SessionSchema,
  StaffSessionSchema,
  UpdateCredentialsSchema,
} from './auth.schema'
import type { AuthService } from './auth.service'
import { twoFactorRoutes } from './two-factor.routes'
import { SignInAnswerSchema } from './two-factor.schema'
import type { PasswordResetService } from './password-reset.service'
import { type Sessions, toStaffSession } from './sessions'
import type { SignInClient } from './sign-in-guard'
import { tryAgainIn } from './login-throttle'

/** The window of the reset and invitation limits. */
export const FIFTEEN_MINUTES = 15 * 60 * 1000
/** Reset links one IP address may ask for, and new passwords it may try to set, in a window. */
export const FORGOT_PASSWORD_IP_LIMIT = { max: 10, timeWindow: FIFTEEN_MINUTES }
export const RESET_PASSWORD_IP_LIMIT = { max: 20, timeWindow: FIFTEEN_MINUTES }
/** Reset links asked for one address, from anywhere: a brake on filling somebody's mailbox. */
export const FORGOT_PASSWORD_ADDRESS_LIMIT = { max: 3, timeWindow: FIFTEEN_MINUTES }

export function resetRateLimitMessage(retryAfterSeconds: number): string {
  return `Too many password reset attempts. ${tryAgainIn(retryAfterSeconds)}.`
}

/** Where a request comes from, as a session keeps it, and its cookies (a device cookie of a sign-in step). */
export const clientOf = (request: FastifyRequest): SignInClient => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
  cookie: request.headers.cookie,
})

/** A sign-in answer that is a session (not the challenge of the code step). */
export const isSession = (answer: object): answer is Session => 'token' in answer

export const authRoutes = apiRoutes<{
  auth: AuthService
  passwordReset: PasswordResetService
  sessions: Sessions
}>(['Auth'], ACCESS.signedIn, async (api, { auth, passwordReset, sessions }) => {
  await api.app.register(twoFactorRoutes, {
    twoFactor: auth.twoFactor,
    clientOf,
    rememberDevice: auth.rememberDevice,
  })
  await api.rateLimits(resetRateLimitMessage)
  const perAddress = api.limiter({
    ...FORGOT_PASSWORD_ADDRESS_LIMIT,
    key: (body: ForgotPassword) => `forgot-password:${body.email}`,
  })

  api.post('/auth/login', {
    public: true,
    summary: 'Sign in with e-mail and password',
    description:
      'Answers a session, or, when the person signs in with a code too, `{ twoFactorRequired: true, challenge }`: ' +
      'the challenge (valid 5 minutes) goes with the code to POST /auth/login/2fa. A session comes with a device ' +
      'cookie (HttpOnly, for /api/auth): presented again for the same account, the browser is judged by its own ' +
      'failures, not by the lockout of unknown browsers (5 failures in 15 minutes per account and per IP ' +
      'address, then 429).',
    body: LoginSchema,
    data: SignInAnswerSchema,
    errors: { 401: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
    // An argon2id verification, whether the account exists or not: the dearest thing an anonymous client can ask.
    config: { clientLimitCost: COST.password },
    handler: async (request, reply) => {
      const answer = await auth.login(request.body, clientOf(request))
      if (isSession(answer)) auth.rememberDevice(request, reply, answer.admin.email)
      return answer
    },
  })

  api.post('/auth/logout', {
    beforeTwoFactor: true,
    summary: 'Sign out: ends this session at once (with everywhere, every session of the caller)',
    description: 'The token stops working on every route from this answer on, wherever a copy of it is.',
    body: LogoutSchema,
    data: z.object({ ended: z.number().int() }),
    audit: { entity: 'session', action: 'sign-out' },
    handler: async (request) => ({
      ended: await auth.logout(
        { adminId: request.admin!._id, sessionId: request.sessionId! },
        request.body?.everywhere === true,
      ),
    }),
  })

  api.get('/auth/sessions', {
    beforeTwoFactor: true,
    summary: 'The caller’s open sessions (device, IP address, created, last seen), this one marked',
    data: z.array(StaffSessionSchema),
    handler: async (request) =>
      (await sessions.list(request.admin!._id)).map((row) => toStaffSession(row, request.sessionId)),
  })

  api.deleteOne(
    '/auth/sessions/:id',
    'End one of the caller’s sessions',
    async ({ id }, request) => {
      if (!(await sessions.end(request.admin!._id, id))) throw AppError.notFound(SESSION_NOT_FOUND)
    },
    { beforeTwoFactor: true, audit: { entity: 'session', action: 'end' } },
  )

  api.post('/auth/sessions/end-others', {
    beforeTwoFactor: true,
    summary: 'End every session of the caller but this one',
    data: z.object({ ended: z.number().int() }),
    audit: { entity: 'session', action: 'end-others' },
    handler: async (request) => ({ ended: await sessions.endAll(request.admin!._id, request.sessionId!) }),
  })

  // Open only while no administrator exists; the service enforces it.
  api.post('/auth/register', {
    public: true,
    summary: 'Create an administrator (first run, or by a signed-in administrator)',
    body: RegisterSchema,
    status: 201,
    data: SessionSchema,
    errors: { 401: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
    // An owner adding someone, or the first owner creating the site's account.
    audit: {
      entity: 'staff',
      action: 'create',
      describe: (request, answer) => {
        const { admin } = answer as Session
        const self = { actorId: admin._id, actorName: admin.name, actorEmail: admin.email }
        return {
          ...(request.admin ? {} : self),
          entityId: admin._id,
          label: admin.name,
          changes: { email: { to: admin.email }, role: { to: admin.role } },
        }
      },
    },
    handler: (request) => auth.register(request.body, request.admin, clientOf(request)),
  })

  api.get('/auth/verify', {
    beforeTwoFactor: true,
    summary: 'The administrator the bearer token stands for',
    data: z.object({ admin: AdminSchema }),
    errors: { 401: ErrorEnvelopeSchema },
    handler: (request) => ({ admin: request.admin! }),
  })

  api.put('/auth/update-credentials', {
    summary: 'Change the signed-in administrator’s name, e-mail or password',
    // The person as they were when the request came, against the person the answer carries.
    audit: {
      entity: 'account',
      describe: (request, answer) => ({
        label: (answer as Session).admin.name,
        changes: describeChanges({
          body: request.body,
          before: request.admin,
          after: (answer as Session).admin,
        }),
      }),
    },
    body: UpdateCredentialsSchema,
    data: SessionSchema,
    errors: { 400: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
    handler: (request) =>
      auth.updateCredentials(
        { adminId: request.admin!._id, token: request.token! },
        request.body,
        clientOf(request),
      ),
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
      return {
        success: true as const,
        message: FORGOT_PASSWORD_MESSAGE,
        mailDelivery: passwordReset.delivery,
      }
    },
  })

  api.post('/auth/reset-password', {
    public: true,
    config: { rateLimit: RESET_PASSWORD_IP_LIMIT },
    summary: 'Choose a new password with the token of a mailed link; signs in',
    description:
      'The link works once. Every other link of the administrator stops working, and so does every token signed ' +
      'before: other sessions end. Answers a session for the new password, or, when the person signs in with a ' +
      'code too, the challenge of the code step (POST /auth/login/2fa).',
    body: ResetPasswordSchema,
    data: SignInAnswerSchema,
    errors: {
      400: ErrorEnvelopeSchema.describe(
        'The link is invalid, used or expired, or the password breaks the rules',
      ),
      429: ErrorEnvelopeSchema.describe('Too many attempts from this IP address'),
    },
    handler: async (request, reply) => {
      const answer = await passwordReset.reset(request.body, clientOf(request))
      // Whoever could open the mailed link holds the account's mailbox: this browser is known from now on.
      if (isSession(answer)) auth.rememberDevice(request, reply, answer.admin.email)
      return answer
    },
  })
})
