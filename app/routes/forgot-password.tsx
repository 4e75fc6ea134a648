import { ForgotPasswordPage } from '../backoffice/screens.client'

export function meta() {
  return [{ title: 'Forgot your password? | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function ForgotPassword() {
  return <ForgotPasswordPage />
}
