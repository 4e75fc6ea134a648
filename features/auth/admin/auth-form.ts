import { ForgotPasswordSchema, ResetPasswordSchema } from '../auth.schema'

export const PASSWORD_RESET_MESSAGES = {
  passwordRequired: 'New password is required',
  mismatch: 'New passwords do not match',
  failed: 'The password could not be changed. Please try again.',
} as const

/** The API's own check of the address (ForgotPasswordSchema), before anything is sent. */
export function emailError(email: string): string | undefined {
  const checked = ForgotPasswordSchema.shape.email.safeParse(email)
  return checked.success ? undefined : checked.error.issues[0]?.message
}

/** docs/product.md#password-reset: the new password's rules are the API's (ResetPasswordSchema), and twice. */
export function newPasswordErrors(password: string, confirmation: string) {
  const errors: { password?: string; confirmation?: string } = {}
  if (!password) errors.password = PASSWORD_RESET_MESSAGES.passwordRequired
  else {
    const checked = ResetPasswordSchema.shape.password.safeParse(password)
    if (!checked.success) errors.password = checked.error.issues[0]?.message
  }
  if (!errors.password && confirmation !== password) errors.confirmation = PASSWORD_RESET_MESSAGES.mismatch
  return errors
}
