import net from 'node:net'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createService } from '../../tests/factories/services'
import { testConfig } from '../../tests/helpers/test-app'
import { createTestDatabase, type TestDatabase } from '../../tests/helpers/test-db'
import { buildApp } from '../../server/app'
import { openDatabase, type DatabaseHandle } from './database'

/** A TCP relay to PostgreSQL that the test can cut and restore, like a network outage or a server restart. */
function createRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  let port = 0
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
      })
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port
        resolve()
      })
    })
  return {
    listen,
    get port() {
      return port
    },
    async cut() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server!.close(() => resolve()))
    },
  }
}

async function within(step: string, promise: Promise<unknown>, ms = 15_000) {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step} did not finish within ${ms} ms`)), ms)
  })
  try {
    await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}

// Runs in the postgres test project only (vitest.config.ts): it needs a real PostgreSQL server.
describe('a lost PostgreSQL connection', () => {
  let template: TestDatabase
  let handle: DatabaseHandle
  let app: Awaited<ReturnType<typeof buildApp>>
  let dataDir: string
  const relay = (() => {
    const url = new URL(process.env.TEST_DATABASE_URL!)
    return createRelay({ host: url.hostname, port: Number(url.port || 5432) })
  })()

  beforeAll(async () => {
    template = await createTestDatabase()
    await createService(template.db, { title: 'Survives outages' })
    await relay.listen()
    const url = new URL(template.url!)
    url.host = `127.0.0.1:${relay.port}`
    handle = await openDatabase({ url: url.toString() })
    dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-outage-'))
    app = await buildApp({ config: testConfig(dataDir), database: handle, logger: false })
  })
  afterAll(async () => {
    // Each step bounded, so that a close that hangs after an outage names itself.
    await within('app.close()', app.close())
    await within('the pool’s end', handle.close())
    await within('dropping the database', template.destroy())
    await rm(dataDir, { recursive: true, force: true })
  })

  it('answers 503 with a clear message while the database is away, and recovers by itself', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/services' })
    expect(before.statusCode).toBe(200)

    await relay.cut()
    // What a visitor already read is still answered from memory (the public API's response cache, decision 0015);
    // anything that needs the database says it is away.
    const cached = await app.inject({ method: 'GET', url: '/api/services' })
    expect(cached.statusCode).toBe(200)
    for (const url of ['/api/team', '/api/health']) {
      const during = await app.inject({ method: 'GET', url })
      expect(during.statusCode, url).toBe(503)
      expect(during.json().success).toBe(false)
    }
    const during = await app.inject({ method: 'GET', url: '/api/team' })
    expect(during.json().message).toBe('The database is unavailable. Please try again in a moment.')

    await relay.listen()
    const after = await app.inject({ method: 'GET', url: '/api/team' })
    expect(after.statusCode).toBe(200)
    const services = await app.inject({ method: 'GET', url: '/api/services' })
    expect(services.json().data.map((s: { title: string }) => s.title)).toContain('Survives outages')
  })

  it('fails a transaction whose connection is cut between two statements, without crashing the process', async () => {
    const uncaught: Error[] = []
    const onUncaught = (error: Error) => uncaught.push(error)
    process.on('uncaughtException', onUncaught)
    try {
      let inside!: () => void
      const started = new Promise<void>((resolve) => (inside = resolve))
      let cut!: () => void
      const wasCut = new Promise<void>((resolve) => (cut = resolve))
      const held = handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        inside()
        await wasCut
        await tx.execute(sql`select 2`)
      })
      await started
      await relay.cut()
      // Let the socket's close reach the checked-out client before the transaction goes on.
      await new Promise((resolve) => setTimeout(resolve, 100))
      cut()
      await expect(held).rejects.toThrow()
      expect(uncaught).toEqual([])
    } finally {
      process.off('uncaughtException', onUncaught)
      await relay.listen()
    }
    const after = await app.inject({ method: 'GET', url: '/api/services' })
    expect(after.statusCode).toBe(200)
  })
})
