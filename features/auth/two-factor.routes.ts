import { ACCESS } from '../../platform/auth/access'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ErrorEnvelopeSchema } from '../../platform/http/envelope'
import { apiRoutes } from '../../platform/http/route-kit'
import { SessionSchema } from './auth.schema'
import type { SignInClient } from './sign-in-guard'
import {
  ConfirmIdentitySchema,
  EnableTwoFactorSchema,
  LoginCodeSchema,
  RecoveryCodesSchema,
  SecuritySettingsSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from './two-factor.schema'
import type { TwoFactorService } from './two-factor.service'

/** docs/product.md#two-factor-sign-in: the code step of sign-in, enrolment, and the roles that must use it. */
export const twoFactorRoutes = apiRoutes<{
  twoFactor: TwoFactorService
  clientOf: (request: FastifyRequest) => SignInClient
  rememberDevice: (request: FastifyRequest, reply: FastifyReply, account: string) => void
}>(['Two-factor sign-in'], ACCESS.signedIn, async (api, { twoFactor, clientOf, rememberDevice }) => {
  api.post('/auth/login/2fa', {
    public: true,
    summary: 'Second step of sign-in: the challenge of the password step and a code → a session',
    description:
      'The code is the 6-digit code of the authenticator app (each is accepted once) or one of the recovery ' +
      'codes (each works once). Every failure answers the same 401; failures count with those of the password ' +
      'step (5 in 15 minutes per IP address and per account, then 429; a browser with a device cookie for the ' +
      'account by its own). The session comes with a new device cookie.',
    body: LoginCodeSchema,
    data: SessionSchema,
    errors: { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
    handler: async (request, reply) => {
      const session = await twoFactor.completeSignIn(request.body, clientOf(request))
      rememberDevice(request, reply, session.admin.email)
      return session
    },
  })

  api.get('/auth/2fa', {
    summary: 'Whether the caller signs in with a code too, since when, and how many recovery codes are left',
    beforeTwoFactor: true,
    data: TwoFactorStatusSchema,
    handler: (request) => twoFactor.status(request.admin!._id),
  })

  api.post('/auth/2fa/setup', {
    // Records its own security event, and a wrong code must stay counted: not one unit of work with the log.
    audit: false,
    summary: 'Start setting up two-factor sign-in: a new secret, its otpauth URI and QR code',
    description:
      'The secret waits for a code from the app (POST /auth/2fa/enable); until then nothing changes.',
    beforeTwoFactor: true,
    data: TwoFactorSetupSchema,
    handler: (request) => twoFactor.setup(request.admin!._id),
  })

  api.post('/auth/2fa/enable', {
    // Records its own security event, and a wrong code must stay counted: not one unit of work with the log.
    audit: false,
    summary: 'Turn two-factor sign-in on with a code from the app; answers ten recovery codes, once',
    beforeTwoFactor: true,
    body: EnableTwoFactorSchema,
    data: RecoveryCodesSchema,
    handler: (request) => twoFactor.enable(request.admin!._id, request.body.code, clientOf(request)),
  })

  api.post('/auth/2fa/disable', {
    // Records its own security event, and a wrong code must stay counted: not one unit of work with the log.
    audit: false,
    summary: 'Turn two-factor sign-in off (with a current code, an unused recovery code or the password)',
    body: ConfirmIdentitySchema,
    data: z.object({ enabled: z.literal(false) }),
    handler: (request) => twoFactor.disable(request.admin!._id, request.body, clientOf(request)),
  })

  api.post('/auth/2fa/recovery-codes', {
    // Records its own security event, and a wrong code must stay counted: not one unit of work with the log.
    audit: false,
    summary: 'Ten new recovery codes (the old ones stop working); with a code or the password',
    body: ConfirmIdentitySchema,
    data: RecoveryCodesSchema,
    handler: (request) =>
      twoFactor.regenerateRecoveryCodes(request.admin!._id, request.body, clientOf(request)),
  })

  api.get('/security/settings', {
    summary: 'Security settings: the roles that must use two-factor sign-in',
    access: ACCESS.staff,
    data: SecuritySettingsSchema,
    handler: () => twoFactor.settings(),
  })

  api.put('/security/settings', {
    summary: 'Change the roles that must use two-factor sign-in',
    description:
      'A person of such a role who has not set it up signs in as before, then can only set it up or sign out.',
    access: ACCESS.staff,
    body: SecuritySettingsSchema,
    data: SecuritySettingsSchema,
    audit: { before: () => twoFactor.settings() },
    handler: (request) => twoFactor.updateSettings(request.body),
  })
})
