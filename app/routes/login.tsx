import { LoginPage } from '../backoffice/screens/login.client'
import { backOfficeMeta } from '../backoffice/meta'

export const meta = backOfficeMeta('Sign in')

export default function Login() {
  return <LoginPage />
}
