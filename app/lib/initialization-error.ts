declare global {
  interface Window {
    /** Set by the start-up guard; entry.client calls it once the app has hydrated. */
    __markAppStarted?: () => void
  }
}

/**
 * The start-up guard, inlined in every page before the app's modules: if they fail to load or run (a bad deploy, a
 * corrupted cache, a blocked script), the page is replaced with the 'React Initialization Error' screen
 * (docs/product.md#error-screens). Self-contained plain DOM on purpose: React is what failed to start. The
 * Content-Security-Policy allows it by hash.
 */
function startupGuard() {
  let started = false
  window.__markAppStarted = () => {
    started = true
  }
  const show = (error: unknown) => {
    if (started || document.getElementById('init-error')) return
    const detail = error instanceof Error ? error.message : String(error ?? 'Unknown error')
    console.error('React initialization failed: ' + detail)
    document.title = 'React Initialization Error'
    const main = document.createElement('main')
    main.id = 'init-error'
    main.setAttribute(
      'style',
      'min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;background:#f8fafc;font-family:system-ui,sans-serif;color:#0f172a',
    )
    const box = document.createElement('div')
    box.setAttribute('role', 'alert')
    box.setAttribute(
      'style',
      'max-width:560px;background:#fff;border-radius:12px;padding:32px;box-shadow:0 10px 30px rgba(15,23,42,.12)',
    )
    const heading = document.createElement('h1')
    heading.textContent = 'React Initialization Error'
    heading.setAttribute('style', 'margin:0 0 12px;font-size:24px')
    const intro = document.createElement('p')
    intro.textContent = 'The website could not start in your browser. These steps usually help:'
    intro.setAttribute('style', 'margin:0 0 16px;color:#475569')
    const steps = document.createElement('ol')
    steps.setAttribute('style', 'margin:0 0 16px;padding-left:20px;color:#334155;line-height:1.7')
    for (const step of [
      'Refresh the page.',
      "Clear your browser's cache for this site, then refresh again.",
      'Disable browser extensions that block scripts (ad or script blockers) for this site.',
      'Check your internet connection.',
      'Try another up-to-date browser.',
      'If the problem persists, contact us and mention the details below.',
    ]) {
      const item = document.createElement('li')
      item.textContent = step
      steps.appendChild(item)
    }
    const details = document.createElement('p')
    details.textContent = 'Details: ' + detail
    details.setAttribute('style', 'margin:0 0 20px;font-size:13px;color:#64748b')
    const refresh = document.createElement('button')
    refresh.type = 'button'
    refresh.textContent = 'Refresh Page'
    refresh.setAttribute(
      'style',
      'background:#f5a524;color:#06142a;border:0;border-radius:6px;padding:10px 20px;font-weight:600;cursor:pointer',
    )
    refresh.addEventListener('click', () => window.location.reload())
    box.append(heading, intro, steps, details, refresh)
    main.appendChild(box)
    document.body.replaceChildren(main)
  }
  window.addEventListener('error', (event) => show(event.error ?? event.message))
  window.addEventListener('unhandledrejection', (event) => show(event.reason))
}

export const STARTUP_GUARD_SCRIPT = `(${startupGuard.toString()})()`
