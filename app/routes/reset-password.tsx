import { ResetPasswordPage } from '../backoffice/screens/reset-password.client'
import { WithMantine } from '../backoffice/screens/mantine.client'

export function meta() {
  return [{ title: 'Choose a new password | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function ResetPassword() {
  return (
    <WithMantine>
      <ResetPasswordPage />
    </WithMantine>
  )
}
