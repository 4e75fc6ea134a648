import { mkdirSync } from 'node:fs'
import type { Page, TestInfo } from '@playwright/test'
import { waitUntilSettled } from './axe'

/**
 * A spec's `keep(page, testInfo, state)`: with E2E_SCREENSHOTS set, the page, once it has stopped moving, is kept
 * as .cache/screenshots/{prefix}-{state}-{project}.png to be looked at (the whole page when `fullPage`); without
 * it, nothing.
 */
export function screenshotKeeper(prefix: string, fullPageByDefault = false) {
  return async (page: Page, testInfo: TestInfo, state: string, fullPage = fullPageByDefault) => {
    if (!process.env.E2E_SCREENSHOTS) return
    mkdirSync('.cache/screenshots', { recursive: true })
    await waitUntilSettled(page)
    await page.screenshot({
      path: `.cache/screenshots/${prefix}-${state}-${testInfo.project.name}.png`,
      fullPage,
    })
  }
}
