import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/chromium.mjs'

export default defineConfig({
  testDir: 'tests/e2e',
  // The files are shared out among the workers; each worker starts its own server and database (tests/e2e/fixtures.ts).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  // A back-office screen's first load (the whole back-office's JavaScript, a fresh browser) took more than the
  // default 5 s on a busy 2-core machine: an assertion waits up to 10 s. Long flows set their own test budget.
  expect: { timeout: 10_000 },
  use: {
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
      // What cannot differ by width (tests/e2e/fixtures.ts, ANY_WIDTH) runs once, in the desktop project.
      grepInvert: /@any-width/,
    },
  ],
})
