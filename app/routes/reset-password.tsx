import { ResetPasswordPage } from '../backoffice/screens.client'

export function meta() {
  return [{ title: 'Choose a new password | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function ResetPassword() {
  return <ResetPasswordPage />
}
