import { PASSWORD_MIN_LENGTH } from '../../platform/auth/password-rules'
import { z } from 'zod'
import { ROLES } from '../../platform/auth/access'
import { emailField } from '../../platform/fields'
import { MailDeliverySchema } from '../../platform/mail/delivery'

export const LoginSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
})
export type Login = z.infer<typeof LoginSchema>

/** The rules of a new password: the Admin User tab's and the reset screen's (docs/product.md#admin-user-tab). */
export const newPasswordField = z
  .string({ error: 'New password is required' })
  .min(PASSWORD_MIN_LENGTH, `New password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(1024, 'New password is too long')

export const RegisterSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100),
  email: emailField(),
  password: z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters long')
    .max(1024, 'Password is too long'),
})
export type Register = z.infer<typeof RegisterSchema>

/** Only the fields sent change; a new password needs the current one (docs/product.md#admin-user-tab). */
export const UpdateCredentialsSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100).optional(),
    email: emailField().optional(),
    currentPassword: z.string().max(1024).optional(),
    newPassword: newPasswordField.optional(),
  })
  .refine((value) => !value.newPassword || (value.currentPassword ?? '') !== '', {
    message: 'Current password is required to change password',
    path: ['currentPassword'],
  })
export type UpdateCredentials = z.infer<typeof UpdateCredentialsSchema>

export const AdminSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Whether the person signs in with a code from an authenticator app too. */
  twoFactorEnabled: z.boolean(),
  /** Their role must use it and they have not set it up: only the set-up and signing out are open to them. */
  twoFactorSetupRequired: z.boolean(),
})
export type Admin = z.infer<typeof AdminSchema>

export const SessionSchema = z.object({ token: z.string(), admin: AdminSchema })
export type Session = z.infer<typeof SessionSchema>

/** How long a password reset link works (docs/product.md#password-reset). */
export const RESET_LINK_MINUTES = 30

export const FORGOT_PASSWORD_MESSAGE = `If an administrator account uses this address, a link to choose a new password is on its way. It works once, for ${RESET_LINK_MINUTES} minutes.`
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Ask for a new one.'
export const PASSWORD_RESET_DONE = 'Your password has been changed. You are signed in.'

/** POST /auth/forgot-password: the answer is the same whether an administrator has this address or not. */
export const ForgotPasswordSchema = z.object({ email: emailField() })
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>

/**
 * `mailDelivery`: whether mail leaves the site at all (without a mail server the link stays in the Outbox). It is
 * the same for every address, so it tells nothing about whether one has an account.
 */
export const ForgotPasswordAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  mailDelivery: MailDeliverySchema,
})

/** POST /auth/reset-password: the token of the mailed link and the new password (the Admin User tab's rules). */
export const ResetPasswordSchema = z.object({
  token: z
    .string({ error: INVALID_RESET_LINK })
    .trim()
    .min(1, INVALID_RESET_LINK)
    .max(200, INVALID_RESET_LINK),
  password: newPasswordField,
})
export type ResetPassword = z.infer<typeof ResetPasswordSchema>

/** POST /auth/logout: this session, or with everywhere every session of the caller. */
export const LogoutSchema = z.object({ everywhere: z.boolean().optional() }).optional()

export const SESSION_NOT_FOUND = 'This session has already ended.'

/** One of a person's open sessions, as their list shows it. */
export const StaffSessionSchema = z.object({
  _id: z.string(),
  userAgent: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
})
export type StaffSession = z.infer<typeof StaffSessionSchema>
