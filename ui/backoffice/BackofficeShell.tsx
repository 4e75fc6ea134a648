import { Outlet } from 'react-router'
import { AuthProvider } from './AuthProvider'

/**
 * What /login, the password reset and invitation screens and /admin share: the session. The sign-in page needs
 * nothing more (its form is drawn without Mantine, ./light/); the other screens bring Mantine with them
 * (<WithMantine>, ./MantineShell.tsx), and the signed-in shell the API cache (./query-client.tsx).
 */
export function BackofficeShell() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  )
}
