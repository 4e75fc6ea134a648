// Debian's Chromium, launched the same way everywhere: the end-to-end tests (playwright.config.ts), the
// benchmarks (scripts/bench/: Playwright, and Lighthouse through chrome-launcher) and the screenshots
// (scripts/dev/screenshot.mjs). Nothing downloads a browser. Types: chromium.d.mts.
import { chromium } from '@playwright/test'

/** `/usr/bin/chromium` (`apt-get install -y chromium`), or CHROME_PATH. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** Headless, no sandbox (containers, root), and none of the browser's own traffic (updates, sync, QUIC). */
export const CHROMIUM_FLAGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
])

/** Playwright's launch options for this Chromium (`use.launchOptions`, `chromium.launch()`). */
export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] }
}

/** Starts this Chromium with Playwright, for scripts that drive a browser themselves. */
export function launchChromium(options = {}) {
  return chromium.launch({ ...chromiumLaunchOptions(), ...options })
}
