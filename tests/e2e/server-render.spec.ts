import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { ANY_WIDTH, expect, test } from './fixtures'

test.describe('server rendering', () => {
  test(
    'leaves Node’s async hooks off, so every request does not pay for them (docs/decisions/0006)',
    ANY_WIDTH,
    () => {
      // React's Node renderer wraps each render in an AsyncLocalStorage, which switches async hooks on for the
      // whole process; app/entry.server.tsx renders with the web-streams build, which does not.
      const result = spawnSync(
        process.execPath,
        ['--expose-internals', 'tests/helpers/async-hooks-after-render.mjs'],
        {
          encoding: 'utf8',
          env: { ...process.env, NODE_NO_WARNINGS: '1' },
        },
      )
      expect(result.status, result.stderr).toBe(0)
      const report = JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}')
      // The pages really were rendered (the sign-in page, and the redirect of an unknown path to /).
      expect(report.statuses).toEqual([200, 302])
      expect(report).toMatchObject({ initHooks: 0, executionAsyncResource: 0 })
    },
  )

  test(
    'the server build loads no back-office library: the back-office renders in the browser only',
    ANY_WIDTH,
    () => {
      // app/backoffice/screens/*.client.ts are `.client` modules: empty in the server build, so Mantine and TanStack
      // Query (~45 MB of memory) are never loaded by the server (docs/decisions/0008).
      const bundle = readFileSync('build/server/index.js', 'utf8')
      const packages = [...bundle.matchAll(/(?:from\s*|import\s*\(\s*)["']([^"'./][^"']*)["']/g)].map(
        (m) => m[1],
      )
      expect(packages).toContain('react-dom/server.edge')
      expect(packages.filter((name) => /^@(mantine|tanstack)\//.test(name!))).toEqual([])
    },
  )
})
