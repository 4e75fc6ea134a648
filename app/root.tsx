import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import { RefreshButton } from './components/RefreshButton'
import { IslandFrame } from './islands/IslandFrame'
import { STARTUP_GUARD_SCRIPT } from './lib/initialization-error'
import { PUBLIC_LAYOUT_ID, type PublicLayoutData } from './lib/layout-data'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  // Public pages load only their islands (docs/decisions/0007-public-islands.md); the back-office, and every page in
  // development, run as a React Router app.
  const publicLayout = useRouteLoaderData(PUBLIC_LAYOUT_ID) as PublicLayoutData | undefined
  const islandsScript = publicLayout?.islandsScript
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        {/* Zoom stays allowed (WCAG 1.4.4): see docs/decisions/0002-viewport-allows-zoom.md */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        {/* A preview of a draft is for the people it is shared with, never for search engines. */}
        {publicLayout?.preview ? <meta name="robots" content="noindex, nofollow" /> : null}
        <Meta />
        <Links />
        <script dangerouslySetInnerHTML={{ __html: STARTUP_GUARD_SCRIPT }} />
        {islandsScript ? <script type="module" src={islandsScript} /> : null}
      </head>
      <body>
        {children}
        {islandsScript ? null : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="max-w-md rounded-xl bg-white p-8 text-center shadow-lg ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold text-navy-900">Something went wrong</h1>
        <p className="mt-3 text-slate-600">
          The page could not be displayed. Please refresh the page; if the problem persists, try again in a
          few minutes.
        </p>
        {detail ? <p className="mt-2 text-sm text-slate-600">{detail}</p> : null}
        <IslandFrame name="refresh" component={RefreshButton} props={{ className: 'btn-primary mt-6' }} />
      </div>
    </main>
  )
}
