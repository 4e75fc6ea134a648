import { LoginPage } from '../backoffice/screens/login.client'

export function meta() {
  return [{ title: 'Sign in | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function Login() {
  return <LoginPage />
}
