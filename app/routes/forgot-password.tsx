import { ForgotPasswordPage } from '../backoffice/screens/forgot-password.client'
import { WithMantine } from '../backoffice/screens/mantine.client'

export function meta() {
  return [{ title: 'Forgot your password? | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function ForgotPassword() {
  return (
    <WithMantine>
      <ForgotPasswordPage />
    </WithMantine>
  )
}
