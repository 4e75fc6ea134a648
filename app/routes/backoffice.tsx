import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import { createTheme, Loader, MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { Outlet } from 'react-router'
import { AuthProvider } from '../../features/admin/AuthProvider'

const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on buttons and blue links on white above 4.5:1 (WCAG AA).
  primaryShade: 8,
  fontFamily: "'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  defaultRadius: 'md',
})

export const CACHE_TIME_MS = 5 * 60 * 1000

export function meta() {
  return [{ name: 'robots', content: 'noindex' }]
}

/** The back-office renders in the browser only: the server sends this spinner. */
export async function clientLoader() {
  return null
}

export function HydrateFallback() {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <p role="status" style={{ fontFamily: 'system-ui, sans-serif', color: '#475569' }}>
        Loading…
      </p>
    </div>
  )
}

/** Providers shared by /login and /admin: Mantine, toasts (top-right, 5 s), the API cache (5 min), the session. */
export default function Backoffice() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: CACHE_TIME_MS, retry: 1 } } }),
  )
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-right" autoClose={5000} />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <Outlet />
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  )
}

export function BackofficeSpinner() {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Loader aria-label="Loading" />
    </div>
  )
}
