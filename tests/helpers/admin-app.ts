import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { InjectOptions } from 'fastify'
import { forTheSuite } from './suite'
import { adminSession } from './auth'
import { createTestApp } from './test-app'

type Harness = Awaited<ReturnType<typeof createTestApp>>

export type AdminApp = Harness & {
  /** The signed-in administrator's bearer header. */
  headers: Record<string, string>
  /** A request to the app, as the administrator unless `auth` is false. */
  call: (
    method: InjectOptions['method'],
    url: string,
    payload?: object,
    auth?: boolean,
  ) => ReturnType<Harness['app']['inject']>
  /**
   * Puts a stand-in image in upload storage (DATA_DIR/uploads/<folder>/), as the upload API would, with its 480 px
   * variant if asked, and gives its URL and paths.
   */
  storedImage: (
    folder: string,
    name: string,
    options?: { variant?: boolean },
  ) => Promise<{ url: string; file: string; variant: string }>
  /**
   * Lets go of what the history and the trash keep (as a year and more would): the trash purged, every revision
   * but each item's newest pruned, and the files only they named released.
   */
  forgetKept: () => Promise<void>
}

/**
 * The API test set-up most route suites share: for the enclosing `describe`, an app built by the production
 * buildApp() on a fresh database (PGlite or PostgreSQL) with an administrator signed in, closed after the suite.
 * The returned object is filled in before the suite's first test runs.
 */
export function useAdminApp(options: Parameters<typeof createTestApp>[0] = {}): AdminApp {
  const h = {
    call: (method, url, payload, auth = true) =>
      h.app.inject({ method, url, payload, headers: auth ? h.headers : {} }),
    async storedImage(folder, name, options = {}) {
      const file = path.join(h.config.dataDir, 'uploads', folder, name)
      const variant = file.replace(/\.webp$/, '-480w.webp')
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, 'image bytes')
      if (options.variant) await writeFile(variant, 'variant bytes')
      return { url: `/uploads/${folder}/${name}`, file, variant }
    },
    async forgetKept() {
      const later = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000)
      await h.app.services.trash.purgeExpired(later)
      await h.app.services.revisions.prune(later, { keepAllDays: 0, keepDays: 0 })
    },
  } as AdminApp
  const start = async () => {
    const harness = await createTestApp(options)
    return { ...harness, headers: (await adminSession(harness.app, harness.db)).headers }
  }
  return forTheSuite(h, start, () => h.close?.())
}
