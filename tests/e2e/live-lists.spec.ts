import type { TestInfo } from '@playwright/test'
import { expect, openScreen, rowOf, test } from './admin-fixtures'
import * as steps from './admin-steps'

type ApiService = { _id: string; title: string }
type ApiNotFound = { id: string; path: string }

const services = steps.testRows<ApiService>('/services', 'title', (unique) => ({
  title: unique('Live'),
  shortDescription: 'Made by an end-to-end test; deleted when it ends.',
  status: 'active',
}))

const openServices = (page: Parameters<typeof openScreen>[0]) =>
  openScreen(page, '/admin/services', 'Services', 'Loading services...')

/** A path of this project's own (both projects share one server). */
const missingPath = (testInfo: TestInfo) =>
  `/service/e2e-live-missing-${testInfo.project.name}-${Date.now().toString(36)}`

/**
 * docs/product.md#live-lists: a list on screen shows what changed elsewhere — another editor's save, the job
 * worker's scheduled publish, a new path in the 404 log — without a reload. The page is never reloaded here: a
 * navigation would read the list again anyway, so each test checks that none happened.
 */
test.describe('lists stay current', () => {
  test.use({ liveUpdates: true })

  test('Services shows another editor’s new service and change without a reload', async ({
    adminPage: page,
    adminApi,
  }) => {
    await openServices(page)
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))
    const service = await services.create(adminApi)
    await expect(rowOf(page, service.title)).toBeVisible()
    const renamed = `${service.title} (renamed elsewhere)`
    services.unique.names.add(renamed)
    await adminApi.put(`/services/${service._id}`, { title: renamed })
    await expect(rowOf(page, renamed)).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
  })

  test('Services shows a scheduled publish done by the job worker without a reload', async ({
    adminPage: page,
    adminApi,
  }) => {
    test.setTimeout(60_000)
    const service = await services.create(adminApi)
    const published = `${service.title} (published on schedule)`
    services.unique.names.add(published)
    await adminApi.put(`/services/${service._id}/draft`, {
      title: published,
      shortDescription: 'Made by an end-to-end test; deleted when it ends.',
    })
    await openServices(page)
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))
    const row = rowOf(page, service.title)
    await expect(row.getByText('Draft', { exact: true })).toBeVisible()

    await adminApi.post('/schedules', {
      type: 'services',
      id: service._id,
      action: 'publish',
      at: new Date(Date.now() + 3_000).toISOString(),
    })
    // The job worker publishes it on time; the list on screen follows.
    const after = rowOf(page, published)
    await expect(after).toBeVisible({ timeout: 20_000 })
    await expect(after.getByText('Draft', { exact: true })).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
  })

  test('the 404 log shows a new missing page without Refresh', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    test.setTimeout(60_000)
    const missing = missingPath(testInfo)
    try {
      await openScreen(page, '/admin/redirects?tab=404', 'Redirects', 'Loading the 404 log')
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))
      await page.getByRole('textbox', { name: 'Search the 404 log' }).fill(missing)
      await expect(page.getByText('No missing pages match')).toBeVisible()
      // A visitor asks for it (another browser context: the back-office page stays as it is).
      const visitor = await page.context().browser()!.newContext()
      expect((await (await visitor.newPage()).goto(missing))?.status()).toBe(404)
      await visitor.close()
      // Counts are added every 10 s; the list shows it then.
      await expect(rowOf(page, missing)).toBeVisible({ timeout: 25_000 })
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
        true,
      )
    } finally {
      for (const entry of (await adminApi.get(
        `/not-found?search=${encodeURIComponent(missing)}`,
      )) as ApiNotFound[])
        await adminApi.delete(`/not-found/${entry.id}`)
    }
  })
})
