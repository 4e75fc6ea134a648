import { z } from 'zod'
import { ROLES } from '../../platform/auth/access'
import { SessionSchema } from './auth.schema'
import { INVALID_TWO_FACTOR_CODE } from './two-factor.messages'

export { INVALID_TWO_FACTOR_CODE }

/** docs/product.md#two-factor-sign-in */
export const TOTP_ISSUER = 'Switchboard'
export const RECOVERY_CODE_COUNT = 10
export const CHALLENGE_MINUTES = 5

export const TWO_FACTOR_SETUP_REQUIRED = 'Your role requires two-factor sign-in. Set it up to continue.'
export const WRONG_ENROLMENT_CODE = 'This code is not right. Check the time on your device and try again.'
export const WRONG_CONFIRMATION = 'The code or password is not right.'
export const NO_PENDING_SETUP = 'Start the set-up again: no set-up is waiting for a code.'
export const ALREADY_ENABLED = 'Two-factor sign-in is already on. Turn it off first to set it up again.'
export const NOT_ENABLED = 'Two-factor sign-in is off.'

const codeField = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(64, 'This is not a code')

/** A 6-digit code from the app, or a recovery code (abcd-efgh-ijkl). */
export const LoginCodeSchema = z.object({
  challenge: z.string({ error: INVALID_TWO_FACTOR_CODE }).max(2000, INVALID_TWO_FACTOR_CODE),
  code: codeField,
})
export type LoginCode = z.infer<typeof LoginCodeSchema>

/** What the password step answers when the person signs in with a code too. */
export const TwoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Signed, for 5 minutes, only good for POST /auth/login/2fa. */
  challenge: z.string(),
})
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>

/** POST /auth/login and /auth/reset-password: a session, or the challenge of the code step. */
export const SignInAnswerSchema = z.union([SessionSchema, TwoFactorChallengeSchema])
export type SignInAnswer = z.infer<typeof SignInAnswerSchema>

export const TwoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  uri: z.string(),
  /** The URI as a QR code (SVG markup). */
  qrSvg: z.string(),
})
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>

export const EnableTwoFactorSchema = z.object({ code: codeField })

/** Turning off or new recovery codes: a current code (or unused recovery code), or the account's password. */
export const ConfirmIdentitySchema = z
  .object({
    code: z.string().trim().max(64, 'This is not a code').optional(),
    password: z.string().max(1024).optional(),
  })
  .refine((value) => Boolean(value.code) || Boolean(value.password), {
    message: 'Enter a code from your app, a recovery code or your password',
    path: ['code'],
  })
export type ConfirmIdentity = z.infer<typeof ConfirmIdentitySchema>

export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) })

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** Whether the person's role must use it (security settings). */
  required: z.boolean(),
})
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>

export const SecuritySettingsSchema = z.object({
  twoFactorRequiredRoles: z
    .array(z.enum(ROLES, { error: 'Unknown role' }), { error: 'Roles are required' })
    .max(ROLES.length * 2),
})
export type SecuritySettings = z.infer<typeof SecuritySettingsSchema>
