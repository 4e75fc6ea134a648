import { ForgotPasswordPage } from '../backoffice/screens/forgot-password.client'
import { WithMantine } from '../backoffice/screens/mantine.client'
import { backOfficeMeta } from '../backoffice/meta'

export const meta = backOfficeMeta('Forgot your password?')

export default function ForgotPassword() {
  return (
    <WithMantine>
      <ForgotPasswordPage />
    </WithMantine>
  )
}
