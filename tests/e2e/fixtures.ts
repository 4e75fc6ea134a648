import { test as base, expect } from '@playwright/test'

type Fixtures = {
  /** Console errors a test expects (e.g. the browser's note about a 404 page it opened on purpose). */
  allowedConsoleErrors: RegExp[]
  consoleErrors: string[]
}

/** Every page fails its test on an unexpected console error or uncaught exception. */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        if (allowedConsoleErrors.some((pattern) => pattern.test(message.text()))) return
        errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'unexpected console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
