import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})

// From here on, errors belong to the routes' error boundaries, not to the start-up guard (root.tsx).
const markStarted = () => window.__markAppStarted?.()
if ('requestIdleCallback' in window) window.requestIdleCallback(markStarted, { timeout: 3000 })
else setTimeout(markStarted, 1000)
