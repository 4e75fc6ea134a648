import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, spawnBuiltServer, startBuiltServer } from '../helpers/built-server'
import { ANY_WIDTH, expect, test } from './fixtures'

/**
 * Starts the built server on a data directory and a port of its own, with the options `optionsFor` gives for its
 * address, runs `use` against that address, then stops the server and removes the directory; gives what the
 * server printed.
 */
async function withBuiltServer(
  optionsFor: (base: string) => Parameters<typeof startBuiltServer>[2],
  use: (base: string) => Promise<void>,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-runtime-'))
  try {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const server = await startBuiltServer(dataDir, port, optionsFor(base))
    try {
      await use(base)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
    return server.output()
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

test.describe('the built server', () => {
  test(
    'after an edit, serves the home page rendered again with the edit, the same bytes as a render of its own',
    ANY_WIDTH,
    async () => {
      // A first start creates, migrates and seeds a database (a minute at worst on a busy machine).
      test.setTimeout(120_000)
      const output = await withBuiltServer(
        (base) => ({
          // Requests logged: the access log tells which answers came from the cache.
          env: { SEED_DEMO: 'true', PUBLIC_URL: base, ADMIN_PASSWORD: undefined, LOG_LEVEL: 'info' },
        }),
        async (base) => {
          // A server that has rendered a few pages (its code compiled): the write below waits for the render it
          // causes only so long (WRITE_WAITS_MS), and a first render in a new process can take longer on a busy
          // machine.
          for (let i = 0; i < 3; i++)
            await fetch(`${base}/`, { headers: { authorization: 'Bearer not-for-the-cache' } })
          expect((await fetch(`${base}/`)).status).toBe(200) // cached now
          const login = await fetch(`${base}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'admin@example.com', password: 'change-me-now' }),
          })
          const { token } = (await login.json()).data
          const service = (await (await fetch(`${base}/api/services/active`)).json()).data[0]
          const write = await fetch(`${base}/api/services/${service._id}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ title: 'Switchgear Retrofits Refreshed' }),
          })
          expect(write.status).toBe(200)
          // The write answered once the page visitors had asked for was rendered again (platform/page-cache.ts,
          // server/content-caches.ts): the next visitor gets it from the cache (the log line below).
          const cached = await fetch(`${base}/`, { headers: { 'accept-encoding': 'identity' } })
          const html = await cached.text()
          expect(html).toContain('Switchgear Retrofits Refreshed')
          expect(cached.headers.get('etag')).toBeTruthy()
          // A request the cache never answers (any Authorization header) is rendered for it alone: the same page.
          const own = await fetch(`${base}/`, {
            headers: { 'accept-encoding': 'identity', authorization: 'Bearer not-for-the-cache' },
          })
          expect(await own.text()).toBe(html)
        },
      )
      // The first visit filled the cache; the one after the write was a hit; the own render never is.
      const hitsOfHome = output
        .split('\n')
        .filter((line) => line.includes('"cache":"hit"') && line.includes('"url":"/"'))
      expect(hitsOfHome).toHaveLength(1)
    },
  )

  test(
    'runs React’s production build even without NODE_ENV, and keeps the development defaults',
    ANY_WIDTH,
    async () => {
      // React picks its build from NODE_ENV when first loaded; dist/server.js sets it before loading anything,
      // while the configuration still sees NODE_ENV as the operator left it (unset: demo content, default admin).
      // A first start creates, migrates and seeds a database: 30 s and more on a busy machine (CI ran past 30 s).
      test.setTimeout(120_000)
      const output = await withBuiltServer(
        () => ({
          nodeArgs: ['--import', './tests/helpers/report-react-builds.mjs'],
          env: { NODE_ENV: undefined, ADMIN_PASSWORD: undefined },
        }),
        async (base) => {
          // A page is rendered, so the server renderer is loaded too.
          expect((await fetch(`${base}/login`)).status).toBe(200)
        },
      )
      const line = output.split('\n').find((text) => text.startsWith('react-builds '))
      const builds: string[] = JSON.parse(line?.slice('react-builds '.length) ?? '[]')
      expect(builds).toContain('react/cjs/react.production.js')
      expect(builds.some((file) => file.startsWith('react-dom/cjs/react-dom-server'))).toBe(true)
      expect(builds.filter((file) => file.includes('development'))).toEqual([])
      // Outside production the development defaults still apply: the default administrator is announced.
      expect(output).toContain('a development default')
      // No SMTP_URL: the banner says mail is kept, not delivered.
      expect(output).toContain('Mail is not delivered (no SMTP_URL)')
    },
  )

  test('says in one line that its port is taken, and what to do, then exits 1', ANY_WIDTH, async () => {
    const other = createServer()
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const { port } = other.address() as { port: number }
    const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-runtime-'))
    try {
      const server = spawnBuiltServer(dataDir, port)
      const code = await server.exited
      const lines = server.output().trim().split('\n')
      expect(lines, server.output()).toEqual([
        `Port ${port} is already in use on 127.0.0.1: stop the other server or choose another port with PORT=…`,
      ])
      expect(code).toBe(1)
    } finally {
      await new Promise((resolve) => other.close(resolve))
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
