import './backoffice.css'
import { BackofficeShell } from '../backoffice/screens/shell.client'

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

/** The session shared by /login and /admin (ui/backoffice/BackofficeShell.tsx), never loaded by the server. */
export default function Backoffice() {
  return <BackofficeShell />
}
