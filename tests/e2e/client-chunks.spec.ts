import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { readRouteManifest, routeBranch, routeScripts, routeStyles } from '../../scripts/build/route-files'

// The chunking of the build (scripts/build/client-chunks.ts), read from its route manifest: what each page of the
// React Router app loads (docs/decisions/0018-back-office-loads-per-screen.md). Here rather than beside
// client-chunks.test.ts because it needs the build, which CI makes after the unit tests. No browser, no server:
// it runs once, in the desktop project.

const CLIENT = 'build/client'
/** Issue 22: the sign-in page's scripts, gzip level 9 (brotli, which the server sends to browsers, is smaller). */
const SIGN_IN_JS_BUDGET = 120 * 1024
/** What only the back-office may load: Mantine's color-scheme attribute, TanStack Query's provider check. */
const ADMIN_LIBRARY_MARKERS = ['data-mantine-color-scheme', 'No QueryClient set']

const manifest = readRouteManifest(CLIENT)
const read = (file: string) => readFileSync(`${CLIENT}${file}`)
const routes = Object.values(manifest.routes)
const isBackoffice = (id: string) =>
  routeBranch(manifest, id).some((route) => route.id === 'routes/backoffice')
const publicRoutes = routes.filter((route) => route.id !== 'root' && !isBackoffice(route.id))
const screens = routes.filter((route) => route.parentId === 'routes/admin/layout')

test.describe('what each page of the app loads, from the build manifest', { tag: '@any-width' }, () => {
  test('the sign-in page: within 120 KB of gzipped scripts, without Mantine, TanStack or any screen', () => {
    const scripts = [...routeScripts(manifest, 'routes/login')]
    const gzipBytes = scripts.reduce((sum, file) => sum + gzipSync(read(file), { level: 9 }).length, 0)
    expect(gzipBytes).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET)
    const text = scripts.map((file) => read(file).toString('utf8')).join('\n')
    for (const marker of ADMIN_LIBRARY_MARKERS) expect(text).not.toContain(marker)
    // The signed-in shell's chunk (Mantine, the list kits) and its stylesheet come with the first screen.
    expect(scripts.filter((file) => /\/admin-[\w-]+\.js$/.test(file))).toEqual([])
    expect(
      [...routeStyles(manifest, 'routes/login')].filter((file) => /\/admin-[\w-]+\.css$/.test(file)),
    ).toEqual([])
  })

  test("public routes load no back-office code and no stylesheet but the root's", () => {
    expect(publicRoutes.map((route) => route.id)).toEqual(
      expect.arrayContaining(['routes/home', 'routes/service']),
    )
    const rootStyles = [...routeStyles(manifest, 'root')]
    expect(rootStyles).toHaveLength(1)
    for (const route of publicRoutes) {
      const scripts = [...routeScripts(manifest, route.id)]
      expect(
        scripts.filter((file) => /\/(admin|backoffice)-[\w-]+\.js$/.test(file)),
        route.id,
      ).toEqual([])
      const text = scripts.map((file) => read(file).toString('utf8')).join('\n')
      for (const marker of ADMIN_LIBRARY_MARKERS) expect(text, route.id).not.toContain(marker)
      expect([...routeStyles(manifest, route.id)], route.id).toEqual(rootStyles)
    }
  })

  test("each screen's code is its own, loaded when it is opened", () => {
    expect(screens.length).toBeGreaterThanOrEqual(20)
    const signIn = routeScripts(manifest, 'routes/login')
    const shell = routeScripts(manifest, 'routes/admin/layout')
    for (const screen of screens) {
      expect(signIn.has(screen.module), screen.id).toBe(false)
      expect(shell.has(screen.module), screen.id).toBe(false)
      // No other screen loads it (two routes of one file, /admin/settings and /admin/site-settings, share it).
      for (const other of screens.filter((route) => route.module !== screen.module))
        expect(routeScripts(manifest, other.id).has(screen.module), `${other.id} loads ${screen.id}`).toBe(
          false,
        )
    }
    // The services screen, the largest list, carries its own code: its route module is more than a re-export.
    const services = screens.find((route) => route.id === 'routes/admin/services')!
    expect(gzipSync(read(services.module)).length).toBeGreaterThan(3 * 1024)
  })
})
