import { ResetPasswordPage } from '../backoffice/screens/reset-password.client'
import { WithMantine } from '../backoffice/screens/mantine.client'
import { backOfficeMeta } from '../backoffice/meta'

export const meta = backOfficeMeta('Choose a new password')

export default function ResetPassword() {
  return (
    <WithMantine>
      <ResetPasswordPage />
    </WithMantine>
  )
}
