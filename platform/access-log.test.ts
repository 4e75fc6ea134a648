import { closeSync, openSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { buildApp } from '../server/app'
import { createTestDatabase } from '../tests/helpers/test-db'
import { testConfig } from '../tests/helpers/test-app'

type Line = {
  msg: string
  reqId: string
  req?: { url: string }
  res?: { statusCode: number }
  cache?: string
}

// docs/decisions/0015: every request leaves a line in the access log, hits answered before Fastify too.
it('logs every request, a cache hit answered before Fastify as one "request completed" line', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-log-'))
  const logFile = path.join(dataDir, 'server.log')
  const fd = openSync(logFile, 'a')
  const database = await createTestDatabase()
  const app = await buildApp({ config: testConfig(dataDir, { LOG_LEVEL: 'info' }), database, logFd: fd })
  try {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as { port: number }
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`http://127.0.0.1:${port}/api/company/info`, {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      })
      expect(response.status).toBe(200)
      ids.push(response.headers.get('x-request-id')!)
    }
    await app.close() // flushes what is still buffered
    const lines = readFileSync(logFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Line)
    const completed = lines.filter((line) => line.msg === 'request completed')
    // The first request filled the cache through Fastify; the next two were hits, each with its own line.
    expect(completed.map((line) => line.reqId)).toEqual(ids)
    expect(completed.map((line) => line.cache)).toEqual([undefined, 'hit', 'hit'])
    for (const hit of completed.slice(1)) {
      expect(hit).toMatchObject({
        level: 30,
        req: {
          method: 'GET',
          url: '/api/company/info',
          remoteAddress: '127.0.0.1',
          forwardedFor: '203.0.113.9',
        },
        res: { statusCode: 200 },
      })
    }
  } finally {
    closeSync(fd)
    await database.destroy()
    await rm(dataDir, { recursive: true, force: true })
  }
})
