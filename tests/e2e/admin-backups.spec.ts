import { stat } from 'node:fs/promises'
import {
  type AdminApi,
  expect,
  expectNoAxeViolations,
  keepSession,
  signInByApi,
  test,
  toastWith,
} from './admin-fixtures'
import { openFromSidebar } from './admin-steps'

/** An editor, added by the owner through the API. */
async function editorSession(adminApi: AdminApi, request: Parameters<typeof signInByApi>[0]) {
  const credentials = {
    email: `editor-${Date.now().toString(36)}@example.com`,
    password: 'a-good-password-1',
  }
  const joined = (await adminApi.post('/auth/register', { name: 'Eda Editor', ...credentials })) as {
    admin: { _id: string }
  }
  await adminApi.put(`/users/${joined.admin._id}`, { role: 'editor' })
  return signInByApi(request, credentials)
}

test.describe('Backups (docs/product.md#backups)', () => {
  // A backup, then its trial restore into a throw-away database: some seconds on a busy 2-core machine.
  test.describe.configure({ timeout: 90_000 })

  test('an owner makes a backup now, sees it done and verified, and downloads it', async ({
    adminPage: page,
  }, testInfo) => {
    await openFromSidebar(page, testInfo, 'Backups')
    await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible()
    await expect(page.getByText('Loading the backups')).toHaveCount(0)
    await expect(page.getByTestId('backup-schedule')).toHaveText(
      'Every day at 03:00 UTC · keeps 7 daily and 4 weekly',
    )
    await expect(page.getByText('npm run restore -- FILE')).toBeVisible()
    const rows = page.getByRole('table', { name: 'Backups' }).getByRole('row')
    const before = await rows.count()

    const backUp = page.getByRole('button', { name: 'Back up now' })
    await backUp.click()
    await expect(toastWith(page, 'The backup has started')).toBeVisible()
    // The newest is first. While it runs it says "Running…" and the button waits, but a fast backup may be done
    // before the page looks: the test waits only for the end, which it controls.
    const newest = rows.nth(1)
    await expect(toastWith(page, /The backup is made \(\d/)).toBeVisible({ timeout: 30_000 })
    await expect(newest.getByText('Done').filter({ visible: true })).toBeVisible()
    await expect(backUp).toBeEnabled()
    await expect(newest.getByText('Verified ✓').filter({ visible: true })).toBeVisible({ timeout: 60_000 })
    expect(await rows.count()).toBeGreaterThan(Math.max(before, 1))
    await expect(newest).toContainText(/\d+ tables · [\d,]+ rows/)

    if (testInfo.project.name === 'phone') {
      const table = page.getByRole('table', { name: 'Backups' })
      await expect(table.getByRole('columnheader')).toHaveText(['When', 'Actions'])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      expect(
        await table.evaluate((element) => element.scrollWidth - element.clientWidth),
      ).toBeLessThanOrEqual(0)
    } else {
      // The counts per table, on demand.
      await newest.getByRole('button', { name: /tables ·/ }).click()
      await expect(page.getByText('admin_users', { exact: true })).toBeVisible()
    }
    await page.screenshot({
      path: testInfo.outputPath(`backups-${testInfo.project.name}.png`),
      fullPage: true,
    })
    await expectNoAxeViolations(page)

    const downloading = page.waitForEvent('download')
    await newest.getByRole('button', { name: /^Download the backup of/ }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^switchboard-.*\.tar\.gz$/)
    expect((await stat((await download.path())!)).size).toBeGreaterThan(0)
  })

  test('a backup that is running says so, and "Back up now" waits for it', async ({ adminPage: page }) => {
    // The list as the server answers it while a backup runs: the state is the test's, not a race with the job.
    await page.route('**/api/backups', async (route) => {
      if (route.request().method() !== 'GET') return route.continue()
      const response = await route.fetch()
      const body = (await response.json()) as { success: true; data: unknown[] }
      const running = {
        _id: '00000000-0000-4000-8000-000000000001',
        kind: 'manual',
        status: 'running',
        fileName: null,
        size: null,
        tables: null,
        startedAt: new Date().toISOString(),
        finishedAt: null,
        error: null,
        verification: null,
        requestedBy: { _id: null, name: 'Site Admin' },
      }
      await route.fulfill({ response, json: { ...body, data: [running, ...body.data] } })
    })
    await page.goto('/admin/backups')
    const newest = page.getByRole('table', { name: 'Backups' }).getByRole('row').nth(1)
    await expect(newest.getByText('Running…').filter({ visible: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Back up now' })).toBeDisabled()
  })

  test('the dashboard tells owners when the latest backup failed, and leads to Backups', async ({
    adminPage: page,
  }, testInfo) => {
    // The server's answer when the last backup failed (the API tests make a real failure).
    await page.route('**/api/backups/status', (route) =>
      route.fulfill({
        json: {
          success: true,
          data: {
            state: 'failed',
            message: 'The latest backup failed: no space left on device',
            lastSuccessAt: null,
            running: false,
            schedule: { hourUtc: 3, minuteUtc: 0 },
            dir: '/srv/backups',
            keeps: { daily: 7, weekly: 4 },
          },
        },
      }),
    )
    await page.goto('/admin')
    const card = page.getByTestId('backup-problem')
    await expect(card).toContainText('The latest backup failed')
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${testInfo.project.name}.png`) })
    await expectNoAxeViolations(page)
    await card.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('no space left on device')
  })

  test('an editor has no Backups entry, and the screen is not theirs', async ({
    page,
    request,
    adminApi,
  }, testInfo) => {
    await keepSession(page, await editorSession(adminApi, request))
    await page.goto('/admin')
    if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Open navigation' }).click()
    const sidebar = page.getByRole('navigation', { name: 'Back-office' })
    await expect(sidebar.getByRole('link', { name: 'Trash' })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: 'Backups' })).toHaveCount(0)
    await page.goto('/admin/backups')
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page is not available to you' }),
    ).toBeVisible()
  })
})
